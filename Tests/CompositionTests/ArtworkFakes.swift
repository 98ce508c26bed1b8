import AdapterPorts
import Domain
import Foundation

/// A cover source that serves fixed bytes per URL, fails for the rest, and counts requests.
actor FakeCoverSource: CoverArtSource {
  private let covers: [String: Data]
  private(set) var requests: [String] = []

  init(_ covers: [String: Data]) { self.covers = covers }

  func jpegData(at url: String) async throws -> Data {
    requests.append(url)
    guard let data = covers[url] else { throw MusicLibraryError.notFound }
    return data
  }
}

/// A renderer that draws `rows` lines of `columns` "▀" (in red unless the style has no colour),
/// and fails for the bytes "broken".
struct FakeRenderer: ArtworkRenderer {
  func render(jpeg: Data, columns: Int, rows: Int, style: ArtworkStyle) throws -> String {
    if jpeg == Data("broken".utf8) { throw CocoaError(.fileReadCorruptFile) }
    let cells = String(repeating: "▀", count: columns)
    let row = style.colors == .none ? cells : "\u{1B}[31m" + cells
    return Array(repeating: row, count: rows).joined(separator: "\n")
  }
}
