import AdapterPorts
import Domain
import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import TerminalComposition

/// The terminal's size is asked for each picture, so a resize is followed.
@Suite struct ArtworkDrawerResizeTests {
  /// A size that a test changes between two pictures, as a person resizing the window does.
  final class Window: @unchecked Sendable {
    private let lock = NSLock()
    private var size: (columns: Int, rows: Int?)
    init(columns: Int, rows: Int?) { size = (columns, rows) }
    var current: (columns: Int, rows: Int?) {
      get { lock.withLock { size } }
      set { lock.withLock { size = newValue } }
    }
  }

  @Test func theDrawerSizesEachPictureForTheTerminalAsItIsThen() async throws {
    let cover = ArtworkDrawerTests.cover
    let source = FakeCoverSource([cover: Data("jpeg".utf8), ArtworkDrawerTests.url: Data("j".utf8)])
    let window = Window(columns: 120, rows: 50)
    let drawer = ArtworkDrawer(
      source: source, renderer: FakeRenderer(),
      style: ArtworkStyle(graphics: .blocks, colors: .truecolor),
      terminalSize: { window.current }, drawnImages: DrawnImages())

    let wide = try #require(await drawer.cover(cover))
    #expect(wide.columns == 40)
    #expect(wide.placement == .beside)
    #expect(await drawer.thumbnail(ArtworkDrawerTests.url) != nil)
    #expect(drawer.terminalRows == 50)

    window.current = (40, 20)
    let narrow = try #require(await drawer.cover(cover))
    #expect(narrow.columns == 20, "half the narrower terminal")
    #expect(narrow.placement == .above, "no room beside it any more")
    #expect(await drawer.thumbnail(ArtworkDrawerTests.url) == nil, "under 60 columns")
    #expect(drawer.terminalRows == 20)
  }
}
