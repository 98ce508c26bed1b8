import Domain
import Foundation
import Glibc
import InMemoryPorts
import Localization
import TerminalKit
import TerminalText
import Testing

@testable import Composition
@testable import FullScreen

@Suite @MainActor struct FullScreenFlowTests {
  @Test(arguments: [Language.en, .ru])
  func searchOpenAnAlbumPlayItAndKeepBrowsing(_ language: Language) async throws {
    let app = try await FullScreenHarness.make(language: language)
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter)
    let results = app.screen(80, 24)
    #expect(results.contains("Группа крови · Кино"))
    #expect(results.contains("Звезда по имени Солнце · Кино"))
    try GoldenFrame.check(results, named: "results.80x24.\(language)")

    await app.press(.enter)
    let album = app.screen(80, 24)
    #expect(album.contains("Закрой за мной дверь"))
    // Side by side: the results stay beside the album's page.
    #expect(album.contains("Звезда по имени Солн"))
    try GoldenFrame.check(album, named: "album.80x24.\(language)")

    await app.press(.down, .enter)
    let playing = app.screen(80, 24)
    let bar = playing.split(separator: "\n")[22]
    #expect(bar.contains("Закрой за мной дверь"))
    #expect(bar.contains("2/3"))

    // Leaving the page keeps the music going.
    await app.press(.escape)
    let back = app.screen(80, 24)
    #expect(back.split(separator: "\n")[22].contains("Закрой за мной дверь"))
    let calls = await app.player.calls
    #expect(calls.contains { "\($0)".contains("2.m4a") })
    #expect(!calls.contains(.stop) && !calls.contains(.pause), "nothing stopped the preview")
  }

  @Test func belowEightyColumnsOnePaneShowsAtATimeAndFortyByTwelveWorks() async throws {
    let app = try await FullScreenHarness.make(language: .ru)
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter)
    let results = app.screen(40, 12)
    #expect(!results.contains("│"))
    #expect(results.contains("Группа крови · Кино"))
    try GoldenFrame.check(results, named: "results.40x12.ru")
    await app.press(.enter)
    let album = app.screen(40, 12)
    #expect(album.contains("Группа крови"))
    #expect(!album.contains("Звезда по имени Солнце · Кино"))
    try GoldenFrame.check(album, named: "album.40x12.ru")
    for line in album.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(DisplayWidth.of(line) <= 40)
    }
    #expect(album.split(separator: "\n", omittingEmptySubsequences: false).count == 12)
  }

  @Test func theSearchLineSuggestsFromTheHistoryAndArrowsPickOne() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter)
    await app.press(.character("/"))
    await app.type("ки")
    let offered = app.screen(80, 24)
    // Above the now-playing bar, which the suggestions never cover.
    #expect(offered.split(separator: "\n").dropLast(2).last?.contains("кино") == true, "\(offered)")
    await app.press(.down, .enter)
    #expect(app.screen(80, 24).contains("Found 2 albums for “кино”"))
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func anEmptySearchLineOffersTheLast5SearchesAboveTheNowPlayingBar(width: Int, height: Int)
    async throws
  {
    let app = try await FullScreenHarness.make()
    let user = try #require(try await app.coordinator.screens.services.session.currentUserID())
    for (offset, query) in ["one", "two", "three", "four", "five", "six"].enumerated() {
      await app.history.record(
        query, kind: .album, for: user, at: Date(timeIntervalSince1970: Double(offset)))
    }
    await app.history.record("брат", kind: .movie, for: user, at: Date(timeIntervalSince1970: 9))
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter, .enter, .down, .enter)
    let bar = app.screen(width, height).split(separator: "\n")[height - 2]
    #expect(bar.contains("Закрой за мной"), "\(bar)")

    await app.press(.character("/"))

    let lines = app.screen(width, height).split(separator: "\n").map(String.init)
    #expect(lines[height - 2] == String(bar), "the bar stays whole")
    let popup = lines[(height - 8)...(height - 3)].map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(popup.first?.hasPrefix("Recent searches") == true, "\(lines)")
    let firstWords = popup.dropFirst().map { $0.split(separator: " ").first.map(String.init) }
    #expect(firstWords == ["кино", "six", "five", "four", "three"])
    #expect(!lines.contains { $0.contains("брат") }, "the album search offers album searches")

    await app.type("x")
    await app.press(.backspace)
    let again = app.screen(width, height).split(separator: "\n").map(String.init)
    #expect(again[height - 7].contains("кино"), "emptied, the line offers them again")
  }

  @Test func aSlashInTheSearchLineSearchesTheNumberAfterItAsTheLineAppDoes() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("/"))
    await app.type("/1989")
    await app.press(.enter)
    let results = app.screen(80, 24)
    #expect(results.contains("Found 2 albums for “1989”"), "\(results)")
  }

  @Test func theHistoryNamesEachKindAndEnterSearchesAnEntryAgainAsItsKind() async throws {
    let movie = MediaItem(id: 7, kind: .movie, title: "Брат", artist: "Алексей Балабанов")
    let catalog = FakeCatalog(media: [movie])
    let app = try await FullScreenHarness.make(language: .ru, catalog: catalog)
    let user = try #require(try await app.coordinator.screens.services.session.currentUserID())
    await app.history.record("брат", kind: .movie, for: user, at: Date(timeIntervalSince1970: 1))
    await app.press(.character(":"))
    await app.type("history")
    await app.press(.enter)
    #expect(app.screen(80, 24).contains("брат"))
    #expect(app.screen(80, 24).contains("фильмы"), "\(app.screen(80, 24))")

    await app.press(.enter)

    let movies = try MediaFilters(media: .movie, explicit: true, country: "US", limit: 30)
    #expect(catalog.calls == [.searchMedia(term: "брат", filters: movies)])
    #expect(app.screen(80, 24).contains("Брат"))
  }

  @Test(arguments: [Language.en, .ru])
  func escCancelsASlowSearchAndTheAppStays(_ language: Language) async throws {
    let app = try await FullScreenHarness.make(language: language, catalog: HangingCatalog())
    await app.press(.character("/"))
    await app.type("кино")
    await app.pressWithoutWaiting(.enter)
    #expect(app.coordinator.isBusy)
    #expect(app.screen(80, 24).contains(language == .en ? "Esc cancels" : "Esc отменяет"))
    await app.press(.escape)
    await app.settle()
    #expect(!app.coordinator.isBusy)
    #expect(!app.coordinator.isQuitting)
    let after = app.screen(80, 24)
    #expect(after.contains(language == .en ? "Cancelled" : "Отменено"), "\(after)")
    #expect(!after.contains("CancellationError"))
    // Still usable: the keys go on working.
    await app.press(.character("?"))
    #expect(app.coordinator.showsHelp)
  }

  @Test func aResizeLaysTheSamePanesOutAgainAtTheNewSize() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter, .enter)
    let wide = app.screen(100, 30)
    let wideRow = try #require(wide.split(separator: "\n").first { $0.contains("Звезда по имени") })
    #expect(wideRow.contains("│"), "the results beside the album at 100 columns: \(wide)")
    #expect(wide.contains("Закрой за мной дверь"))
    let narrow = app.screen(50, 14)
    #expect(narrow.contains("Закрой за мной дверь"), "the album alone at 50 columns: \(narrow)")
    #expect(!narrow.contains("Звезда по имени"))
    #expect(narrow.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 50 })
    let back = app.screen(100, 30)
    #expect(back == wide, "wide again, the same frame")
  }

  @Test func aPasteGoesIntoTheSearchLineOnOneLine() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("/"))
    await app.press(.paste("ки\nно"))
    #expect(app.coordinator.input?.editor.text == "ки но")
    await app.press(.backspace, .backspace, .backspace)
    await app.press(.paste("но"), .enter)
    #expect(app.screen(80, 24).contains("Звезда по имени Солнце · Кино"))
  }

  /// A signal to end is heard before the keys already waiting, so a flood of keys cannot keep
  /// the app from giving the terminal back.
  @Test func anEndAskedBySignalComesBeforeTheKeysWaiting() async throws {
    let app = try await FullScreenHarness.make()
    let (events, feed) = AsyncStream.makeStream(of: TerminalEvent.self)
    for key in "/кино" { feed.yield(.key(.character(key))) }
    feed.yield(.terminate(signal: SIGTERM))
    feed.finish()
    let loop = FullScreenLoop(
      coordinator: app.coordinator, theme: .noColor, write: { _ in }, size: { (80, 24) })
    let signal = try await loop.run(events: events, ending: { SIGTERM }, suspend: {})
    #expect(signal == SIGTERM)
    #expect(app.coordinator.input == nil, "no key was taken after the signal")
    #expect(app.coordinator.isQuitting)
  }

  /// A preview loading is shown by the bar; the status line keeps its hint, so the end of the
  /// request changes nothing on the screen (no frame of its own), and Esc still cancels it.
  @Test func aQuietRequestLeavesTheStatusLineAndEscStillCancelsIt() async throws {
    let app = try await FullScreenHarness.make()
    let before = app.screen(80, 24)
    app.coordinator.perform(quietly: true) { try? await Task.sleep(for: .seconds(600)) }
    #expect(app.coordinator.isBusy)
    #expect(!app.screen(80, 24).contains("Working"))
    #expect(app.screen(80, 24) == before)
    await app.press(.escape)
    #expect(!app.coordinator.isBusy)
    app.coordinator.perform { try? await Task.sleep(for: .seconds(600)) }
    #expect(app.screen(80, 24).contains("Working"), "a request of its own says so")
    await app.press(.escape)
  }

  @Test func aTooSmallWindowSaysHowLargeItMustBe() async throws {
    let app = try await FullScreenHarness.make()
    #expect(app.screen(30, 8).contains("40×12"))
  }

  @Test func theQueueListsTheAlbumWithWhatPlaysMarked() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter, .enter, .enter)
    await app.press(.escape, .escape)
    // The side list has the keys now: down to the queue.
    for _ in 0..<3 { await app.press(.down) }
    await app.press(.enter)
    let queue = app.screen(120, 40)
    #expect(queue.contains("▶ Группа крови · Кино"))
    #expect(queue.contains("Война · Кино"))
    try GoldenFrame.check(queue, named: "queue.120x40.en")
  }

  @Test func theHelpOverlayListsTheKeysAndAnyKeyClosesIt() async throws {
    let app = try await FullScreenHarness.make(language: .ru)
    await app.press(.character("?"))
    let help = app.screen(80, 24)
    #expect(help.contains("Клавиши"))
    #expect(help.contains("эти клавиши"))
    await app.press(.character("x"))
    #expect(!app.screen(80, 24).contains("Клавиши"))
  }

  @Test func atTwelveRowsTheHelpOverlayScrollsToItsLastKey() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("?"))
    let first = app.screen(40, 12)
    #expect(first.contains("Keys 1–"), "\(first)")
    // The overlay's rows: the hint under it names `q quit` at any width.
    let overlay = first.split(separator: "\n").dropLast().joined(separator: "\n")
    #expect(!overlay.contains("quit"), "the last key is below the first page")
    await app.press(.pageDown, .pageDown, .down)
    let last = app.screen(40, 12)
    #expect(last.contains("quit"), "\(last)")
    #expect(last.contains("of \(KeyMap.bindings.count)"))
    #expect(app.coordinator.showsHelp, "arrows scroll, they do not close")
    await app.press(.pageUp, .pageUp)
    #expect(app.screen(40, 12).contains("Keys 1–"))
    await app.press(.character("x"))
    #expect(!app.coordinator.showsHelp)
  }

  @Test func signingInThroughTheFormOpensTheSearch() async throws {
    let app = try await FullScreenHarness.makeSignedOut()
    let form = app.screen(80, 24)
    #expect(form.contains("E-mail"))
    await app.type("ivan@example.com")
    await app.press(.tab)
    await app.type("Wrong1")
    await app.press(.enter)
    let refused = app.screen(80, 24)
    #expect(!refused.contains("Wrong1"))
    #expect(!refused.contains("•"), "the next try starts on an empty password: \(refused)")
    await app.type("Secret1")
    await app.press(.enter)
    await app.settle()
    let search = app.screen(80, 24)
    #expect(search.contains("Ivan"))
    #expect(app.coordinator.form == nil)
  }

  @Test func qQuitsAndCtrlCToo() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("й"))
    #expect(app.coordinator.isQuitting)
    let other = try await FullScreenHarness.make()
    await other.press(.interrupt)
    #expect(other.coordinator.isQuitting)
  }
}

@Suite @MainActor struct FullScreenQueueKeyTests {
  @Test func aAddsTheAlbumUnderTheCursorInTheResultsAndTheLibraryToTheQueue() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter)
    // Results: Группа крови (3 tracks) first.
    await app.press(.character("a"))
    await app.press(.character(":"))
    await app.type("queue")
    await app.press(.enter)
    #expect(app.screen(120, 40).contains("Война · Кино"))
    // The library: save Звезда по имени Солнце from its page, then add it from there.
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter)
    await app.press(.down, .enter, .character("s"), .escape)
    await app.press(.character(":"))
    await app.type("library")
    await app.press(.enter)
    #expect(app.screen(120, 40).contains("Звезда по имени Солнце · Кино"))
    await app.press(.character("a"))
    await app.press(.character(":"))
    await app.type("queue")
    await app.press(.enter)
    let queue = app.screen(120, 40)
    #expect(queue.contains("Звезда по имени Солнце · Кино"), "\(queue)")
    // Added after what was queued, not played in its place.
    #expect(queue.contains("Война · Кино"), "\(queue)")
  }
}

@Suite @MainActor struct FullScreenMouseTests {
  @Test func aClickOnASectionShowsItAndAClickOnARowSelectsItForEnter() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter)
    _ = app.screen(80, 24)
    // Row 0 is the pane's title, row 1 the count, rows 2 and 3 the albums.
    await app.press(.mouse(MouseEvent(kind: .press(.left), column: 20, row: 3)))
    await app.press(.enter)
    let album = app.screen(80, 24)
    #expect(album.contains("Звезда по имени Солнце"), "\(album)")
    #expect(!album.contains("Закрой за мной дверь"), "the second album opened, not the first")
    // The side list: Library is its second row.
    await app.press(.mouse(MouseEvent(kind: .press(.left), column: 3, row: 1)))
    #expect(app.coordinator.section == .library)
    #expect(app.coordinator.focus == .side)
  }
}
