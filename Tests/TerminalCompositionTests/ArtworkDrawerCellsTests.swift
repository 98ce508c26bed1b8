import AdapterPorts
import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalComposition

/// Covers as cells for the full-screen app: through the same source as the text covers,
/// remembered per size, nothing without colour.
@Suite struct ArtworkDrawerCellsTests {
  static let cover = ArtworkDrawerTests.cover

  func drawer(_ source: FakeCoverSource, colors: ArtworkStyle.Colors = .truecolor)
    -> ArtworkDrawer
  {
    ArtworkDrawer(
      source: source, renderer: FakeRenderer(),
      style: ArtworkStyle(graphics: .blocks, colors: colors), terminalColumns: 120,
      drawnImages: DrawnImages())
  }

  @Test func aCoverIsDrawnAsCellsOnceForEachSize() async throws {
    let source = FakeCoverSource([Self.cover: Data("jpeg".utf8)])
    let drawer = drawer(source)
    let cells = try #require(await drawer.cells(Self.cover, columns: 20, rows: 10))
    #expect(cells.columns == 20 && cells.rows == 10)
    #expect(cells[0, 0].symbol == "▀")
    #expect(await drawer.cells(Self.cover, columns: 20, rows: 10) == cells)
    #expect(await source.requests.count == 1, "the same size is remembered")
    #expect(await drawer.cells(Self.cover, columns: 40, rows: 20)?.columns == 40)
    #expect(await source.requests.count == 2)
  }

  @Test func aBrokenOrMissingCoverIsNilAndRemembered() async {
    let source = FakeCoverSource([Self.cover: Data("broken".utf8)])
    let drawer = drawer(source)
    #expect(await drawer.cells(Self.cover, columns: 20, rows: 10) == nil)
    #expect(await drawer.cells(Self.cover, columns: 20, rows: 10) == nil)
    #expect(await drawer.cells("https://art.example/none.jpg", columns: 20, rows: 10) == nil)
    #expect(await source.requests.count == 2)
  }

  @Test func withoutColourThereAreNoCells() async {
    let source = FakeCoverSource([Self.cover: Data("jpeg".utf8)])
    #expect(await drawer(source, colors: .none).cells(Self.cover, columns: 20, rows: 10) == nil)
    #expect(await source.requests.isEmpty)
  }

  @Test func onlyTheLatestSizesAreKept() async {
    let source = FakeCoverSource([Self.cover: Data("jpeg".utf8)])
    let drawer = drawer(source)
    for rows in 1...(ArtworkDrawer.keptCells + 1) {
      _ = await drawer.cells(Self.cover, columns: 2 * rows, rows: rows)
    }
    _ = await drawer.cells(Self.cover, columns: 2, rows: 1)
    #expect(await source.requests.count == ArtworkDrawer.keptCells + 2, "the first was let go")
  }
}
