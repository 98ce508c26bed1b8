import AdapterPorts
import Domain
import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalComposition

@Suite struct ArtworkDrawerTests {
  static let url = "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/a/b/1.jpg/100x100bb.jpg"
  static let cover = "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/a/b/1.jpg/600x600bb.jpg"
  static let small = url
  let colored = ArtworkStyle(graphics: .blocks, colors: .truecolor)
  let drawnImages = DrawnImages()

  func drawer(
    _ source: FakeCoverSource, style: ArtworkStyle? = nil, columns: Int = 120
  ) -> ArtworkDrawer {
    ArtworkDrawer(
      source: source, renderer: FakeRenderer(), style: style ?? colored, terminalColumns: columns,
      drawnImages: drawnImages)
  }

  @Test func coverIsFetchedAsGivenAndDrawnBesideInA40By20Box() async throws {
    let source = FakeCoverSource([Self.cover: Data("jpeg".utf8)])
    let art = try #require(await drawer(source).cover(Self.cover))
    #expect(art.placement == .beside)
    #expect(art.columns == 40)
    #expect(art.lines.count == 20)
    #expect(art.lines.allSatisfy { $0.hasSuffix("\u{1B}[0m") }, "each coloured row is reset")
    #expect(await source.requests == [Self.cover])
  }

  @Test func aDrawnCoverIsRememberedAndAFailureToo() async {
    let source = FakeCoverSource([Self.cover: Data("jpeg".utf8)])
    let drawer = drawer(source)
    _ = await drawer.cover(Self.cover)
    _ = await drawer.cover(Self.cover)
    let missing = Self.cover.replacingOccurrences(of: "1.jpg", with: "2.jpg")
    #expect(await drawer.cover(missing) == nil)
    #expect(await drawer.cover(missing) == nil)
    #expect(await source.requests.count == 2)
  }

  @Test func fetchAndDecodeFailuresGiveNoDrawing() async {
    let source = FakeCoverSource([Self.cover: Data("broken".utf8)])
    #expect(await drawer(source).cover(Self.cover) == nil)
    #expect(await drawer(FakeCoverSource([:])).thumbnail(Self.url) == nil)
  }

  @Test func thumbnailsAreSmallAndNeedAWideTerminal() async throws {
    let source = FakeCoverSource([Self.small: Data("jpeg".utf8)])
    let thumbnail = try #require(await drawer(source).thumbnail(Self.url))
    #expect(thumbnail.columns == ArtworkLayout.thumbnailColumns)
    #expect(thumbnail.lines.count == ArtworkLayout.thumbnailColumns / 2)
    #expect(await drawer(source, columns: 50).thumbnail(Self.url) == nil)
  }

  @Test func pixelProtocolsGoAboveAndTheirThumbnailsAreBlocks() async throws {
    let source = FakeCoverSource([Self.cover: Data("jpeg".utf8), Self.small: Data("jpeg".utf8)])
    let kitty = drawer(source, style: ArtworkStyle(graphics: .kitty, colors: .truecolor))
    let cover = try #require(await kitty.cover(Self.cover))
    #expect(cover.placement == .above)
    #expect(await kitty.thumbnail(Self.url)?.placement == .beside)
    #expect(drawnImages.all == [cover.text], "only the pixel cover is let through the console")
  }

  @Test(arguments: [(80, 20), (100, 33), (200, 60)])
  func theCoverTakesWhatTheWidthLeavesTheText(terminal: Int, columns: Int) async throws {
    let source = FakeCoverSource([Self.cover: Data("jpeg".utf8)])
    let art = try #require(await drawer(source, columns: terminal).cover(Self.cover))
    #expect(art.columns == columns)
    #expect(art.placement == .beside)
  }

  @Test func aNarrowTerminalGetsASmallerCoverAboveTheText() async throws {
    let source = FakeCoverSource([Self.cover: Data("jpeg".utf8)])
    let art = try #require(await drawer(source, columns: 50).cover(Self.cover))
    #expect(art.columns == 25)
    #expect(art.placement == .above)
  }
}
