import AdapterPorts
import ArtworkRendering
import Colors
import Foundation
import TestSupport
import Testing

/// The renderer's cells: the same picture as its truecolour text, each cell's symbol and
/// colours apart.
@Suite struct ChafaArtworkCellsTests {
  let renderer = ChafaArtworkRenderer()

  @Test func theCellsAreTheSymbolsOfTheTruecolourText() throws {
    let jpeg = try FakeITunesServer.artwork("cover-stripes-300.jpg")
    let cells = try renderer.cells(jpeg: jpeg, columns: 40, rows: 20)
    #expect(cells.columns == 40 && cells.rows == 20)
    let text = try renderer.render(
      jpeg: jpeg, columns: 40, rows: 20, style: ArtworkStyle(graphics: .blocks, colors: .truecolor))
    let printed = text.split(separator: "\n", omittingEmptySubsequences: true)
      .map { TerminalOutput.stripped(String($0)) }
    let symbols = (0..<cells.rows).map { y in
      String((0..<cells.columns).map { cells[$0, y].symbol })
    }
    #expect(symbols == printed)
  }

  @Test func everyCellIsABlockOrASpaceInItsOwnColours() throws {
    let cells = try renderer.cells(
      jpeg: FakeITunesServer.artwork("cover-sun-300.jpg"), columns: 30, rows: 15)
    #expect(cells.cells.count == 30 * 15)
    #expect(
      cells.cells.allSatisfy { cell in
        cell.symbol == " "
          || cell.symbol.unicodeScalars.allSatisfy { (0x2580...0x259F).contains($0.value) }
      })
    // A space shows only its background; a block needs its foreground.
    #expect(cells.cells.allSatisfy { $0.background != nil })
    #expect(cells.cells.allSatisfy { $0.symbol == " " || $0.foreground != nil })
    #expect(Set(cells.cells.compactMap(\.background)).count > 4, "a picture, not one colour")
  }

  @Test func aWideBoxKeepsTheAspect() throws {
    // 300×300 into 40×10 cells: a square at a 1:2 cell ratio needs 20 columns.
    let cells = try renderer.cells(
      jpeg: FakeITunesServer.artwork("cover-sun-300.jpg"), columns: 40, rows: 10)
    #expect(cells.columns == 20 && cells.rows == 10)
  }

  @Test func brokenBytesAndAnEmptyBoxAreRefused() throws {
    #expect(throws: ArtworkRenderingError.self) {
      try renderer.cells(jpeg: FakeITunesServer.artwork("broken.jpg"), columns: 20, rows: 10)
    }
    #expect(throws: ArtworkRenderingError.emptyBox) {
      try renderer.cells(jpeg: FakeITunesServer.artwork("cover-sun-300.jpg"), columns: 0, rows: 10)
    }
  }

  @Test func aPackedColourIsReadAsRedGreenBlue() {
    #expect(RGBColor(packed: 0x12_34_56) == RGBColor(red: 0x12, green: 0x34, blue: 0x56))
    #expect(RGBColor(packed: -1) == nil, "transparent")
  }
}
