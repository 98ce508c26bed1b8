import AdapterPorts
import ArtworkRendering
import CoverArtCache
import CurlTransport
import Domain
import Foundation

// Times a cached cover read from the on-disk cache, decoded and drawn at 40×20 cells, per style.
// Usage: artwork-bench [ITERATIONS] [JPEG]

let arguments = CommandLine.arguments.dropFirst()
let iterations = arguments.first.flatMap(Int.init) ?? 200
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let jpegPath =
  arguments.dropFirst().first
  ?? repository.appending(path: "Tools/fake-itunes/artwork/cover-stripes-300.jpg").path
guard let jpeg = FileManager.default.contents(atPath: jpegPath) else {
  FileHandle.standardError.write(Data("artwork-bench: cannot read \(jpegPath)\n".utf8))
  exit(1)
}

let cacheDirectory = FileManager.default.temporaryDirectory
  .appending(path: "artwork-bench-\(ProcessInfo.processInfo.processIdentifier)")
defer { try? FileManager.default.removeItem(at: cacheDirectory) }
let url = "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/bench/cover.jpg/600x600bb.jpg"
let source = CachedCoverArtSource(
  transport: CurlTransport(timeout: .seconds(1), userAgent: "artwork-bench"),
  cacheDirectory: cacheDirectory)
source.store(jpeg, for: url)
let renderer = ChafaArtworkRenderer()

let styles: [(String, ArtworkStyle)] = [
  ("blocks truecolor", ArtworkStyle(graphics: .blocks, colors: .truecolor)),
  ("blocks 256", ArtworkStyle(graphics: .blocks, colors: .indexed256)),
  ("blocks no colour", ArtworkStyle(graphics: .blocks, colors: .none)),
  ("ascii", ArtworkStyle(graphics: .ascii, colors: .truecolor)),
  ("kitty", ArtworkStyle(graphics: .kitty, colors: .truecolor)),
  ("sixel", ArtworkStyle(graphics: .sixel, colors: .truecolor)),
]

print("cached cover \((jpegPath as NSString).lastPathComponent), 40x20 cells, \(iterations) runs")
for (name, style) in styles {
  var milliseconds: [Double] = []
  for _ in 0..<iterations {
    let start = ContinuousClock.now
    let bytes = try await source.jpegData(at: url)
    _ = try renderer.render(jpeg: bytes, columns: 40, rows: 20, style: style)
    let elapsed = ContinuousClock.now - start
    milliseconds.append(
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
  }
  milliseconds.sort()
  let median = milliseconds[milliseconds.count / 2]
  let p95 = milliseconds[min(milliseconds.count - 1, milliseconds.count * 95 / 100)]
  let label = name.padding(toLength: 18, withPad: " ", startingAt: 0)
  print(label + String(format: "median %6.2f ms   p95 %6.2f ms", median, p95))
}
