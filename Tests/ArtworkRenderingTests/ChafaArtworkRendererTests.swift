import ArtworkRendering
import Domain
import Foundation
import TestSupport
import Testing

@Suite struct ChafaArtworkRendererTests {
  let renderer = ChafaArtworkRenderer()

  func draw(_ file: String, _ graphics: ArtworkStyle.Graphics, _ colors: ArtworkStyle.Colors)
    throws -> String
  {
    try renderer.render(
      jpeg: FakeITunesServer.artwork(file), columns: 40, rows: 20,
      style: ArtworkStyle(graphics: graphics, colors: colors))
  }

  func rows(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: true)
  }

  @Test func truecolourBlocksFillTwentyRowsOfFortyCells() throws {
    let text = try draw("cover-stripes-300.jpg", .blocks, .truecolor)
    let lines = rows(text)
    #expect(lines.count == 20)
    #expect(lines.allSatisfy { TerminalOutput.stripped(String($0)).count == 40 })
    #expect(lines.allSatisfy { TerminalOutput.hasBlocks($0) || $0.contains(" ") })
    #expect(text.contains("\u{1B}[38;2;") || text.contains("\u{1B}[48;2;"))
    #expect(!TerminalOutput.sgrParameters(text).contains { $0.contains("38;5;") })
  }

  @Test func paletteModesUseTheirOwnSequences() throws {
    let palette = try draw("cover-sun-300.jpg", .blocks, .indexed256)
    #expect(TerminalOutput.sgrParameters(palette).contains { $0.contains("38;5;") })
    #expect(!palette.contains("38;2;"))
    let sixteen = try draw("cover-sun-300.jpg", .blocks, .indexed16)
    #expect(TerminalOutput.setsColor(sixteen))
    #expect(!sixteen.contains("38;5;") && !sixteen.contains("38;2;"))
  }

  @Test func withoutColourThereAreShapesButNoColourSequences() throws {
    let text = try draw("cover-stripes-300.jpg", .blocks, .none)
    #expect(rows(text).count == 20)
    #expect(rows(text).contains { TerminalOutput.hasBlocks($0) })
    #expect(!TerminalOutput.setsColor(text))
  }

  @Test func asciiUsesOnlyASCII() throws {
    let text = try draw("cover-rings-300.jpg", .ascii, .none)
    #expect(rows(text).count == 20)
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(!TerminalOutput.setsColor(text))
  }

  @Test func pixelProtocolsWrapTheImageInTheirSequences() throws {
    let sixel = try draw("cover-sun-300.jpg", .sixel, .truecolor)
    #expect(sixel.hasPrefix("\u{1B}P"))
    #expect(sixel.hasSuffix("\u{1B}\\"))
    let kitty = try draw("cover-sun-300.jpg", .kitty, .truecolor)
    #expect(kitty.hasPrefix("\u{1B}_G"))
    let iterm = try draw("cover-sun-300.jpg", .iterm, .truecolor)
    #expect(iterm.hasPrefix("\u{1B}]1337;File="))
  }

  @Test func aWideImageKeepsItsAspect() throws {
    // 300×300 into 40×10 cells: a square at a 1:2 cell ratio needs 20 columns.
    let text = try renderer.render(
      jpeg: FakeITunesServer.artwork("cover-sun-300.jpg"), columns: 40, rows: 10,
      style: ArtworkStyle(graphics: .blocks, colors: .truecolor))
    #expect(rows(text).count == 10)
    #expect(rows(text).allSatisfy { TerminalOutput.stripped(String($0)).count == 20 })
  }

  @Test func aCMYKJPEGIsRefused() throws {
    #expect(throws: ArtworkRenderingError.unsupportedColorSpace) {
      try draw("cmyk.jpg", .blocks, .truecolor)
    }
  }

  @Test func brokenAndEmptyBytesAreRefused() throws {
    #expect(throws: ArtworkRenderingError.self) { try draw("broken.jpg", .blocks, .truecolor) }
    #expect(throws: ArtworkRenderingError.self) {
      try renderer.render(
        jpeg: Data(), columns: 40, rows: 20,
        style: ArtworkStyle(graphics: .blocks, colors: .truecolor))
    }
  }

  @Test func aTruncatedDownloadStillDraws() throws {
    let whole = try FakeITunesServer.artwork("cover-stripes-300.jpg")
    let text = try renderer.render(
      jpeg: whole.prefix(whole.count / 2), columns: 40, rows: 20,
      style: ArtworkStyle(graphics: .blocks, colors: .truecolor))
    #expect(rows(text).count == 20)
  }

  @Test func theLoadedLibrariesAreReportedWithVersions() {
    let libraries = ArtworkLibraries.current()
    #expect(libraries.map(\.name) == ["libchafa", "libturbojpeg"])
    #expect(libraries.allSatisfy { $0.version.split(separator: ".").count == 3 })
    #expect(libraries.allSatisfy { $0.path?.contains(".so") == true })
  }
}
