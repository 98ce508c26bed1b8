import Domain
import Foundation
import History
import Localization
import TestSupport
import Testing

@Suite @MainActor struct HistoryPresenterTests {
  private let searches: [(query: String, secondsAgo: Double)] = [
    ("Abbey Road", 0), ("Kind of Blue", 5 * 60), ("Кино", 2 * 3600), ("Blue Train", 26 * 3600),
    ("Queen II", 3 * 86400),
  ]

  @Test func listsEveryEntryNewestFirstWithRelativeTimes() async throws {
    let screen = try await HistoryFixtures.screen(searches: searches)
    await screen.presenter.viewDidLoad()

    let shown = try #require(screen.view.last)
    #expect(shown.title == "Search history")
    #expect(shown.header == "Signed in as Ivan Petrov")
    #expect(
      shown.rows == [
        HistoryRowViewModel(number: 1, query: "Abbey Road", kind: "albums", searchedAt: "just now"),
        HistoryRowViewModel(
          number: 2, query: "Kind of Blue", kind: "albums", searchedAt: "5 minutes ago"),
        HistoryRowViewModel(number: 3, query: "Кино", kind: "albums", searchedAt: "2 hours ago"),
        HistoryRowViewModel(
          number: 4, query: "Blue Train", kind: "albums", searchedAt: "yesterday"),
        HistoryRowViewModel(number: 5, query: "Queen II", kind: "albums", searchedAt: "3 days ago"),
      ])
    #expect(shown.message == nil)
    #expect(shown.failure == nil)
  }

  @Test func speaksRussian() async throws {
    let screen = try await HistoryFixtures.screen(searches: searches, language: .ru)
    await screen.presenter.viewDidLoad()

    let shown = try #require(screen.view.last)
    #expect(shown.title == "История поиска")
    #expect(shown.header == "Вы вошли как Ivan Petrov")
    #expect(shown.clearConfirmation == "Удалить все записи истории поиска?")
    #expect(
      shown.rows.map(\.searchedAt) == [
        "только что", "5 минут назад", "2 часа назад", "вчера", "3 дня назад",
      ])
  }

  @Test(arguments: [
    (Language.en, ["albums", "tracks", "songs", "movies", "e-books"]),
    (.ru, ["альбомы", "треки", "песни", "фильмы", "электронные книги"]),
  ])
  func eachEntrySaysWhatItSearchedFor(language: Language, kinds: [String]) async throws {
    let screen = try await HistoryFixtures.screen(
      searches: searches,
      kinds: ["Kind of Blue": .track, "Кино": .music, "Blue Train": .movie, "Queen II": .ebook],
      language: language)
    await screen.presenter.viewDidLoad()

    let shown = try #require(screen.view.last)
    #expect(shown.rows.map(\.kind) == kinds)
    #expect(
      shown.document?.entries.map(\.kind) == [.album, .track, .music, .movie, .ebook])
  }

  @Test func anEntryIsSearchedAgainAsTheKindOfSearchItWas() async throws {
    let screen = try await HistoryFixtures.screen(
      searches: [("брат", 0), ("группа", 60), ("кино", 120)],
      kinds: ["брат": .movie, "группа": .track])
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectEntry(number: 1)
    screen.presenter.didSelectEntry(number: 2)
    screen.presenter.didSelectEntry(number: 3)

    #expect(
      screen.router.calls == [
        .runSearch(query: "брат", kind: .movie), .runSearch(query: "группа", kind: .track),
        .runSearch(query: "кино", kind: .album),
      ])
  }

  @Test func deletingByNumberTakesThatKindOnlyAndByQueryEveryKind() async throws {
    let screen = try await HistoryFixtures.screen(searches: [("кино", 0)], kinds: ["кино": .movie])
    await screen.history.record("Кино", kind: .album, for: screen.user, at: HistoryFixtures.now)
    await screen.history.record("кино", kind: .track, for: screen.user, at: HistoryFixtures.now)
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.rows.map(\.kind) == ["tracks", "albums", "movies"])

    await screen.presenter.didRequestDelete(number: 2)
    #expect(screen.view.last?.rows.map(\.kind) == ["tracks", "movies"])

    await screen.presenter.didRequestDelete(query: "КИНО")
    #expect(screen.view.last?.rows == [])
  }

  @Test func timesAreToldAgainstTheInjectedClock() async throws {
    let screen = try await HistoryFixtures.screen(searches: [("Abbey Road", 0)])
    screen.clock.advance(by: 21 * 60)
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.rows.map(\.searchedAt) == ["21 minutes ago"])
  }

  @Test func anEmptyHistorySaysSo() async throws {
    let screen = try await HistoryFixtures.screen()
    await screen.presenter.viewDidLoad()

    #expect(screen.view.last?.rows == [])
    #expect(screen.view.last?.message == "Your search history is empty")
    #expect(screen.view.last?.document == HistoryDocument([]))

    screen.presenter.didSelectEntry(number: 1)
    #expect(screen.view.last?.message == "Your search history is empty")
    #expect(screen.router.calls == [])
  }

  @Test func nobodySignedInIsAFailure() async throws {
    let screen = try await HistoryFixtures.screen(searches: searches, signedIn: false)
    await screen.presenter.viewDidLoad()

    let expected = FailureNotice(.notSignedIn, localizer: Localizer(language: .en))
    #expect(screen.view.last?.failure == expected)
    #expect(screen.view.last?.header == nil)
    #expect(screen.view.last?.rows == [])
    #expect(screen.view.last?.document == nil)

    await screen.presenter.didRequestClear()
    #expect(screen.view.last?.failure == expected)
    #expect(await screen.stored.count == searches.count)
  }

  @Test func aFailingStoreIsShownAsAStorageFailure() async throws {
    let failure = MusicLibraryError.storage(.locked(path: "/tmp/library.sqlite3"))
    let screen = try await HistoryFixtures.screen(currentUser: FailingSessionStore(failure))
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.failure?.code == "storageLocked")
    #expect(screen.view.last?.failure?.kind == .storage)
  }

  @Test func choosingAnEntrySearchesForItAgain() async throws {
    let screen = try await HistoryFixtures.screen(searches: searches)
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectEntry(number: 2)

    #expect(screen.router.calls == [.runSearch(query: "Kind of Blue", kind: .album)])
  }

  @Test(arguments: [0, 6, -1])
  func aNumberOutsideTheListIsExplainedWithoutRouting(number: Int) async throws {
    let screen = try await HistoryFixtures.screen(searches: searches)
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectEntry(number: number)
    #expect(
      screen.view.last?.message == "There is no entry number \(number); choose from 1 to 5")
    await screen.presenter.didRequestDelete(number: number)

    #expect(screen.router.calls == [])
    #expect(await screen.stored.count == 5)
  }

  @Test func deletingAnEntryRemovesItAndRenumbersTheRest() async throws {
    let screen = try await HistoryFixtures.screen(searches: searches)
    await screen.presenter.viewDidLoad()

    await screen.presenter.didRequestDelete(number: 2)

    #expect(await screen.stored == ["Abbey Road", "Кино", "Blue Train", "Queen II"])
    let shown = try #require(screen.view.last)
    #expect(shown.message == "Removed “Kind of Blue” from the history")
    #expect(shown.rows.map(\.number) == [1, 2, 3, 4])
    #expect(shown.rows.map(\.query) == ["Abbey Road", "Кино", "Blue Train", "Queen II"])
    #expect(shown.document?.entries.map(\.query) == shown.rows.map(\.query))
  }

  @Test func deletingAnEntryThatIsAlreadyGoneSaysSo() async throws {
    let screen = try await HistoryFixtures.screen(searches: searches, language: .ru)
    await screen.presenter.viewDidLoad()
    _ = await screen.history.delete("abbey road", kind: nil, for: screen.user)

    await screen.presenter.didRequestDelete(number: 1)

    #expect(screen.view.last?.message == "Запроса «Abbey Road» уже не было в истории")
    #expect(screen.view.last?.rows.count == 4)
  }

  @Test func deletingTheLastEntryLeavesAnEmptyList() async throws {
    let screen = try await HistoryFixtures.screen(searches: [("Abbey Road", 0)])
    await screen.presenter.viewDidLoad()

    await screen.presenter.didRequestDelete(number: 1)

    #expect(screen.view.last?.rows == [])
    #expect(screen.view.last?.message == "Removed “Abbey Road” from the history")
    screen.presenter.didSelectEntry(number: 1)
    #expect(screen.view.last?.message == "Your search history is empty")
  }

  @Test func clearingRemovesEveryEntry() async throws {
    let screen = try await HistoryFixtures.screen(searches: searches)
    await screen.presenter.viewDidLoad()

    await screen.presenter.didRequestClear()

    #expect(await screen.stored == [])
    #expect(screen.view.last?.rows == [])
    #expect(screen.view.last?.message == "The search history is cleared")
    #expect(screen.view.last?.document == HistoryDocument([]))
  }

  @Test func backLeadsToTheSearchScreen() async throws {
    let screen = try await HistoryFixtures.screen()
    screen.presenter.didRequestBack()
    #expect(screen.router.calls == [.backToSearch])
  }
}
