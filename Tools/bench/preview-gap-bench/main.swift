import CurlTransport
import Domain
import Foundation
import MPVPreview
import Playback

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
for await snapshot in changes {
  guard let place = snapshot.queue.playingPosition else { continue }
  switch snapshot.state {
  case .loading where place > 1: loadingSince[place] = loadingSince[place] ?? .now
  case .playing:
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
print("previews: \(tracks) of \(seconds) s, gaps measured: \(sorted.count)")
print("gap median: \(format(sorted[sorted.count / 2]))  max: \(format(sorted.last!))")
print("goal: under 300 ms")
