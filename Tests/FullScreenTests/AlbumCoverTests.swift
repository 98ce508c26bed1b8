import Colors
import Domain
import Foundation
import InMemoryPorts
import Localization
import TerminalFrames
import TerminalKit
import TestSupport
import Testing

@testable import FullScreen
@testable import FullScreenPanes

/// The album pane's cover: drawn once the tracks are, in cells of its own colours, sized to the
/// pane, left out where it has no room, and nothing at all when it cannot be drawn.
@Suite @MainActor struct AlbumCoverTests {
  /// The app on album 42's page, its cover served as `jpeg`.
  private func album(_ jpeg: Data, language: Language = .en) async throws -> FullScreenHarness {
    let app = try await FullScreenHarness.make(language: language, covers: jpeg)
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter, .enter)
    return app
  }

  /// The frame at `width` × `height` after the cover it asks for has loaded.
  private func loaded(_ app: FullScreenHarness, _ width: Int, _ height: Int) async -> FrameBuffer {
    let composer = ScreenComposer(coordinator: app.coordinator)
    _ = composer.frame(width: width, height: height)
    await (app.coordinator.details.last as? AlbumPane)?.cover?.loading?.value
    return composer.frame(width: width, height: height)
  }

  private func pictureCells(_ frame: FrameBuffer) -> [(x: Int, y: Int)] {
    (0..<frame.height).flatMap { y in
      (0..<frame.width).filter { frame[$0, y].style.isPicture }.map { ($0, y) }
    }
  }

  @Test func theCoverShowsAfterTheTracksAndAboveThemInANarrowPane() async throws {
    let app = try await album(Data("jpeg".utf8))
    // The first frame has the tracks and keeps the cover's room blank while it loads.
    let first = ScreenComposer(coordinator: app.coordinator).frame(width: 80, height: 24)
    #expect(first.plainText.contains("Закрой за мной дверь"))
    #expect(pictureCells(first).isEmpty)
    let frame = await loaded(app, 80, 24)
    let cells = pictureCells(frame)
    // The page is 38 columns wide and 21 rows tall: a cover of 10 rows, 20 columns.
    #expect(cells.count == 20 * 10)
    let (left, top) = (cells.map(\.x).min() ?? 0, cells.map(\.y).min() ?? 0)
    #expect(frame[left, top].text == "▀")
    #expect(frame[left, top].style.foreground == RGBColor(red: 255, green: 0, blue: 0))
    // The artist and the tracks are below it.
    let below = (top + 10..<frame.height).map { frame.text(ofRow: $0) }.joined(separator: "\n")
    #expect(below.contains("Кино"))
    #expect(below.contains("Закрой за мной дверь"))
    try GoldenFrame.check(frame.plainText, named: "album.cover.80x24.en")
  }

  @Test func aWidePaneHasTheCoverBesideTheText() async throws {
    let app = try await album(Data("jpeg".utf8))
    let frame = await loaded(app, 200, 60)
    let cells = pictureCells(frame)
    // A 110-column page: 22 rows of 44 columns.
    #expect(cells.count == 44 * 22)
    let top = cells.map(\.y).min() ?? 0
    let right = cells.map(\.x).max() ?? 0
    #expect(frame.text(ofRow: top).dropFirst(right + 1).contains("Кино"))
    try GoldenFrame.check(frame.plainText, named: "album.cover.200x60.en")
  }

  @Test func aSmallScreenLeavesTheCoverOut() async throws {
    let app = try await album(Data("jpeg".utf8), language: .ru)
    let frame = await loaded(app, 40, 12)
    #expect(pictureCells(frame).isEmpty)
    #expect(frame.plainText.contains("Группа крови"))
  }

  @Test func aBrokenCoverShowsNothingAndGivesTheRoomBack() async throws {
    let app = try await album(Data("broken".utf8))
    let frame = await loaded(app, 80, 24)
    #expect(pictureCells(frame).isEmpty)
    let without = try await FullScreenHarness.make()
    await without.press(.character("/"))
    await without.type("кино")
    await without.press(.enter, .enter)
    #expect(frame.plainText == without.screen(80, 24), "as if there were no cover, no error")
  }

  @Test func aNewSizeLoadsItsOwnCoverAndTheOldLoadIsCancelled() async throws {
    let app = try await album(Data("jpeg".utf8))
    let composer = ScreenComposer(coordinator: app.coordinator)
    _ = composer.frame(width: 80, height: 24)
    let pane = try #require(app.coordinator.details.last as? AlbumPane)
    let first = try #require(pane.cover?.loading)
    _ = composer.frame(width: 200, height: 60)
    #expect(first.isCancelled)
    let frame = await loaded(app, 200, 60)
    #expect(pictureCells(frame).count == 44 * 22)
  }

  @Test func aLoadStillGoingIsCancelledWhenThePaneGoes() async throws {
    var loader: CoverLoader? = CoverLoader { _, _, _ in
      try? await Task.sleep(for: .seconds(600))
      return nil
    }
    #expect(loader?.cover("https://art.example/1.jpg", columns: 20, rows: 10) == .loading)
    let loading = try #require(loader?.loading)
    loader = nil
    #expect(loading.isCancelled)
  }

  @Test func aMovieShowsItsCoverInPlaceOfItsAddress() async throws {
    let movie = MediaItem(
      id: 77, kind: .movie, title: "Игла", artist: "Казахфильм",
      description: "Моро возвращается в Алма-Ату.", artwork: .sized("https://art.example/42"))
    let app = try await FullScreenHarness.make(
      catalog: FakeCatalog(media: [movie]), covers: Data("jpeg".utf8))
    app.coordinator.openMediaItem(id: 77)
    await app.settle()
    let composer = ScreenComposer(coordinator: app.coordinator)
    let first = composer.frame(width: 80, height: 24)
    #expect(first.plainText.contains("Казахфильм"))
    #expect(!first.plainText.contains("art.example"), "its room is kept while it loads")
    await (app.coordinator.details.last as? MediaDetailPane)?.cover?.loading?.value
    let frame = composer.frame(width: 80, height: 24)
    // The same place as an album's: 10 rows of 20 columns above the text of a 38-column page.
    #expect(pictureCells(frame).count == 20 * 10)
    #expect(frame.plainText.contains("Моро"))
    #expect(!frame.plainText.contains("art.example"))
  }

  @Test func aMovieWithoutACoverKeepsItsAddressLine() async throws {
    let movie = MediaItem(
      id: 77, kind: .movie, title: "Игла", artist: "Казахфильм",
      artwork: .sized("https://art.example/42"))
    let app = try await FullScreenHarness.make(
      catalog: FakeCatalog(media: [movie]), covers: Data("broken".utf8))
    app.coordinator.openMediaItem(id: 77)
    await app.settle()
    let composer = ScreenComposer(coordinator: app.coordinator)
    _ = composer.frame(width: 120, height: 24)
    await (app.coordinator.details.last as? MediaDetailPane)?.cover?.loading?.value
    let frame = composer.frame(width: 120, height: 24)
    #expect(pictureCells(frame).isEmpty)
    #expect(frame.plainText.contains("art.example/42"))
  }
}
