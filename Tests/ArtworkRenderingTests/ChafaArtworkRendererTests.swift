import AdapterPorts
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

  /// A real 100×100 cover whose SOF0 header claims `width`×`height` pixels.
  func forged(width: Int, height: Int) throws -> Data {
    var bytes = [UInt8](try FakeITunesServer.artwork("cover-sun-100.jpg"))
    let marker = try #require(bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    bytes[(marker + 5)...(marker + 8)] = [
      UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
    ]
    return Data(bytes)
  }

  func renderBlocks(_ jpeg: Data) throws -> String {
    try renderer.render(
      jpeg: jpeg, columns: 40, rows: 20, style: ArtworkStyle(graphics: .blocks, colors: .truecolor))
  }

  @Test func aHeaderClaimingHugeSidesIsRefusedBeforeDecoding() throws {
    let served = try FakeITunesServer.artwork("forged-60000.jpg")
    #expect(served == (try forged(width: 60000, height: 60000)), "the fake server's forged cover")
    #expect(
      throws: ArtworkRenderingError.tooLarge(width: 60000, height: 60000, bytes: served.count)
    ) {
      try renderBlocks(served)
    }
  }

  @Test(arguments: [(4097, 100), (100, 4097), (65000, 1)])
  func eitherSideOverTheLimitIsRefused(width: Int, height: Int) throws {
    let jpeg = try forged(width: width, height: height)
    #expect(
      throws: ArtworkRenderingError.tooLarge(width: width, height: height, bytes: jpeg.count)
    ) { try renderBlocks(jpeg) }
  }

  @Test func sidesAtTheLimitAreDecoded() throws {
    #expect(ChafaArtworkRenderer.maximumSide == 4096)
    // The scan holds 100×100 pixels; the rest decodes grey, but it is not refused for its size.
    let text = try renderBlocks(try forged(width: 4096, height: 4096))
    #expect(rows(text).count == 20)
  }

  @Test func aFileOverFiveMebibytesIsRefused() throws {
    #expect(ChafaArtworkRenderer.maximumBytes == 5 * 1024 * 1024)
    let cover = try FakeITunesServer.artwork("cover-sun-300.jpg")
    let atLimit = cover + Data(count: ChafaArtworkRenderer.maximumBytes - cover.count)
    #expect(rows(try renderBlocks(atLimit)).count == 20, "bytes after the image are ignored")
    let over = atLimit + Data([0])
    #expect(throws: ArtworkRenderingError.tooLarge(width: 0, height: 0, bytes: over.count)) {
      try renderBlocks(over)
    }
  }

  @Test func theLoadedLibrariesAreReportedWithVersions() {
    let libraries = ArtworkLibraries.current()
    #expect(libraries.map(\.name) == ["libchafa", "libturbojpeg"])
    #expect(libraries.allSatisfy { $0.version.split(separator: ".").count == 3 })
    #expect(libraries.allSatisfy { $0.path?.contains(".so") == true })
  }
}
