import CurlTransport
import Domain
import Foundation
import MPVPreview
import Playback
import PlaybackModel

// The silence between two previews of a queue: from the moment a preview ends (the next entry's
// "loading") to the moment the next one plays, over Tools/fake-itunes on loopback, with mpv and
// no sound card. Usage: preview-gap-bench [TRACKS] [SECONDS]

let arguments = CommandLine.arguments.dropFirst()
let tracks = arguments.first.flatMap(Int.init) ?? 8
let seconds = arguments.dropFirst().first ?? "1"
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// fake-itunes serving `seconds`-long previews on a free port; returns the process and base URL.
func startServer() throws -> (Process, String) {
  let server = Process()
  server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  server.arguments = [
    "python3", repository.appending(path: "Tools/fake-itunes/fake_itunes.py").path, "--port", "0",
    "--previews", seconds,
  ]
  let output = Pipe()
  server.standardOutput = output
  try server.run()
  var line = Data()
  while !line.contains(UInt8(ascii: "\n")) {
    let chunk = output.fileHandleForReading.availableData
    if chunk.isEmpty { break }
    line.append(chunk)
  }
  let port = String(decoding: line, as: UTF8.self).dropFirst(5)
    .trimmingCharacters(in: .whitespacesAndNewlines)
  return (server, "http://127.0.0.1:\(port)")
}

guard let mpv = PlayerLocator.find("mpv", environment: ProcessInfo.processInfo.environment) else {
  print("mpv is not on PATH")
  exit(1)
}
let (server, base) = try startServer()
defer { server.terminate() }
let player = DownloadingPreviewPlayer(
  wrapping: MPVPreviewPlayer(executablePath: mpv, extraArguments: ["--ao=null"]),
  transport: CurlTransport(timeout: .seconds(15), userAgent: "preview-gap-bench"))
let playback = QueuedPlayback(player: player)
let entries = (1...tracks).map { number in
  QueueEntry(
    albumID: 1, albumTitle: "Bench", artist: "Bench", artwork: nil,
    track: Track(
      disc: 1, number: number, title: "T\(number)", durationSeconds: 1,
      previewURL: "\(base)/preview/\(1_590_000_100 + number).wav"),
    tracksOnDisc: tracks)
}

let changes = await playback.changes()
await playback.play(entries, startingAt: 0)
var loadingSince: [Int: ContinuousClock.Instant] = [:]
var gaps: [Double] = []
var playingSince: [ContinuousClock.Instant] = []
for await snapshot in changes {
  guard let place = snapshot.queue.playingPosition else { continue }
  switch snapshot.state {
  case .loading where place > 1: loadingSince[place] = loadingSince[place] ?? .now
  case .playing:
    if playingSince.count < place { playingSince.append(.now) }
    if let since = loadingSince.removeValue(forKey: place) {
      let gap = ContinuousClock.now - since
      gaps.append(Double(gap.components.attoseconds) / 1e15 + Double(gap.components.seconds) * 1e3)
    }
  case .ended, .failed: break
  default: continue
  }
  if snapshot.state == .ended || snapshot.state == .failed { break }
}
await playback.shutdown()

let sorted = gaps.sorted()
guard !sorted.isEmpty else {
  print("no gap measured")
  exit(1)
}
func format(_ milliseconds: Double) -> String { String(format: "%.0f ms", milliseconds) }
func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
}

// The floor: mpv alone starting a local copy of the same preview, warm (no download, no queue).
let transport = CurlTransport(timeout: .seconds(15), userAgent: "preview-gap-bench")
let body = try await transport.get(URL(string: "\(base)/preview/1590000101.wav")!, headers: [:])
  .body
let local = FileManager.default.temporaryDirectory.appending(path: "preview-gap-bench.wav")
try body.write(to: local)
let mpvAlone = MPVPreviewPlayer(executablePath: mpv, extraArguments: ["--ao=null"])
var starts: [Double] = []
for run in 0...tracks {
  let begin = ContinuousClock.now
  try await mpvAlone.load(local)
  if run > 0 { starts.append(milliseconds(ContinuousClock.now - begin)) }
  await mpvAlone.stop()
}
await mpvAlone.shutdown()
try? FileManager.default.removeItem(at: local)
starts.sort()

// What is heard: one preview's start to the next's, less the preview's length (mpv reports the
// end while its last buffered audio still plays, so the wait above is partly not silent).
let length = Double(seconds) ?? 1
let silences = zip(playingSince, playingSince.dropFirst()).map {
  milliseconds($1 - $0) - length * 1000
}.sorted()

print("previews: \(tracks) of \(seconds) s, gaps measured: \(sorted.count)")
print(
  "start to start, less the length: median \(format(silences[silences.count / 2]))"
    + "  max: \(format(silences.last ?? 0))")
print(
  "end reported to next start: median \(format(sorted[sorted.count / 2]))  max: \(format(sorted.last!))"
)
print(
  "floor, mpv starting a local file (warm): median \(format(starts[starts.count / 2]))"
    + "  max: \(format(starts.last!))")
print("goal: under 300 ms")
