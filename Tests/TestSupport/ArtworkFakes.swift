import AdapterPorts
import Colors
import Domain
import Foundation

/// A cover source that serves fixed bytes per URL, fails for the rest, and counts requests.
public actor FakeCoverSource: CoverArtSource {
  private let covers: [String: Data]
  public private(set) var requests: [String] = []

  public init(_ covers: [String: Data]) { self.covers = covers }

  public func jpegData(at url: String) async throws -> Data {
    requests.append(url)
    guard let data = covers[url] else { throw MusicLibraryError.notFound }
    return data
  }
}

/// A renderer that draws `rows` lines of `columns` "▀" (in red unless the style has no colour),
/// and fails for the bytes "broken".
public struct FakeRenderer: ArtworkRenderer {
  public init() {}

  public func render(jpeg: Data, columns: Int, rows: Int, style: ArtworkStyle) throws -> String {
    if jpeg == Data("broken".utf8) { throw CocoaError(.fileReadCorruptFile) }
    let cells = String(repeating: "▀", count: columns)
    let row = style.colors == .none ? cells : "\u{1B}[31m" + cells
    return Array(repeating: row, count: rows).joined(separator: "\n")
  }

  /// `columns` × `rows` red "▀" cells, and the same failure.
  public func cells(jpeg: Data, columns: Int, rows: Int) throws -> ArtworkCells {
    if jpeg == Data("broken".utf8) { throw CocoaError(.fileReadCorruptFile) }
    let red = ArtworkCells.Cell(symbol: "▀", foreground: RGBColor(red: 255, green: 0, blue: 0))
    return ArtworkCells(
      columns: columns, rows: rows, cells: Array(repeating: red, count: columns * rows))
  }
}
