import Domain
import Foundation
import InMemoryPorts
import Search
import TestSupport
import Testing

@MainActor final class SpyTrackSearchView: TrackSearchDisplaying {
  var presenter: (any TrackSearchPresenting)?
  private(set) var shown: [TrackSearchViewModel] = []
  var last: TrackSearchViewModel? { shown.last }

  func display(_ viewModel: TrackSearchViewModel) { shown.append(viewModel) }
}

@MainActor final class SpyTrackSearchRouter: TrackSearchRouting {
  struct Opened: Equatable {
    let albumID: Int64
    let trackNumber: Int
    let disc: Int?
  }

  private(set) var opened: [Opened] = []
  /// The ids of the tracks each player was given to queue.
  private(set) var queued: [[Int64]] = []
  private(set) var backToSearchCount = 0

  func openPlayer(tracks: [TrackSummary], startingAt index: Int) {
    let track = tracks[index]
    opened.append(
      Opened(albumID: track.albumID ?? 0, trackNumber: track.trackNumber ?? 0, disc: track.disc))
    queued.append(tracks.map(\.id))
  }

  func backToSearch() { backToSearchCount += 1 }
}

private func song(
  _ id: Int64, _ title: String, artist: String? = "Кино", album: String? = "Группа крови",
  albumID: Int64? = 7, number: Int? = 1, seconds: Int? = 286
) -> TrackSummary {
  TrackSummary(
    id: id, title: title, artist: artist, album: album, albumID: albumID, trackNumber: number,
    disc: 1, durationSeconds: seconds, previewURL: "https://p/\(id).m4a", artwork: nil)
}

@Suite @MainActor struct TrackSearchPresenterTests {
  let view = SpyTrackSearchView()
  let router = SpyTrackSearchRouter()
  let history = InMemorySearchHistory(allowingUse: true)

  private func screen(catalog: any MusicCatalog, signedIn: Bool = true) async throws
    -> any TrackSearchPresenting
  {
    let accounts =
      signedIn
      ? try await InMemoryAccounts.withSignedInUser().accounts : InMemoryAccounts(allowingUse: true)
    let presenter = TrackSearchModule.build(
      view: view, router: router,
      dependencies: SearchDependencies(
        currentUser: accounts, catalog: catalog, history: history,
        clock: FixedClock(Date(timeIntervalSince1970: 0)), language: .ru,
        options: try SearchOptions(limit: 5, country: "ru")))
    view.presenter = presenter
    return presenter
  }

  @Test func anAnsweredSearchIsKeptInTheHistoryAsATrackSearch() async throws {
    let presenter = try await screen(catalog: FakeCatalog(tracks: [song(1, "Группа крови")]))

    await presenter.didSubmit(query: " группа ")

    let user = try await InMemoryAccounts.withSignedInUser().user.id
    #expect(
      await history.entries(for: user, limit: 5) == [
        HistoryEntry(query: "группа", kind: .track, searchedAt: Date(timeIntervalSince1970: 0))
      ])
  }

  @Test func aFailedSearchIsNotKept() async throws {
    let presenter = try await screen(catalog: FakeCatalog(failure: MusicLibraryError.timeout))

    await presenter.didSubmit(query: "группа")

    let user = try await InMemoryAccounts.withSignedInUser().user.id
    #expect(await history.entries(for: user, limit: 5) == [])
  }

  @Test func aSongOfAnHourOrMoreReadsHoursMinutesAndSeconds() async throws {
    let presenter = try await screen(
      catalog: FakeCatalog(tracks: [song(1, "Suite", seconds: 4503)]))
    await presenter.didSubmit(query: "suite")
    #expect(view.last?.rows.map(\.duration) == ["1:15:03"], "not 75:03")
  }

  @Test func rowsKeepTheCatalogsOrderWithEveryColumn() async throws {
    let catalog = FakeCatalog(tracks: [
      song(2, "Война", number: 3, seconds: 264),
      song(1, "Группа крови", artist: nil, album: nil, seconds: nil),
    ])
    let presenter = try await screen(catalog: catalog)

    await presenter.didSubmit(query: "  кино ")

    #expect(catalog.calls == [.searchTracks(term: "кино", limit: 5, country: "RU")])
    #expect(
      view.last?.rows == [
        TrackSearchRowViewModel(
          number: 1, title: "Война", artist: "Кино", album: "Группа крови", duration: "4:24",
          albumID: 7, trackNumber: 3, disc: 1),
        TrackSearchRowViewModel(
          number: 2, title: "Группа крови", artist: "Неизвестный исполнитель",
          album: "Неизвестный альбом", duration: "—", albumID: 7, trackNumber: 1, disc: 1),
      ])
    #expect(view.last?.message == "По запросу «кино» найдено: 2 трека")
    #expect(view.last?.document?.query == "кино")
    #expect(view.last?.document?.tracks.map(\.id) == [2, 1])
    #expect(view.last?.document?.tracks.first?.albumID == 7)
  }

  @Test func showsSearchingFirst() async throws {
    let presenter = try await screen(catalog: FakeCatalog(tracks: []))
    await presenter.didSubmit(query: "кино")
    #expect(view.shown.first?.isLoading == true)
    #expect(view.last?.message == "По запросу «кино» треки не найдены")
  }

  @Test func aShortQueryIsRefusedWithoutAsking() async throws {
    let catalog = FakeCatalog()
    let presenter = try await screen(catalog: catalog)
    await presenter.didSubmit(query: "ab")
    #expect(catalog.calls.isEmpty)
    #expect(view.last?.failure?.code == "invalidQuery")
  }

  @Test func catalogFailuresAreShown() async throws {
    let presenter = try await screen(catalog: FakeCatalog(failure: MusicLibraryError.rateLimited))
    await presenter.didSubmit(query: "кино")
    #expect(view.last?.failure?.code == "rateLimited")
  }

  @Test func signedOutPeopleCannotSearch() async throws {
    let catalog = FakeCatalog(tracks: [song(1, "Война")])
    let presenter = try await screen(catalog: catalog, signedIn: false)
    await presenter.viewDidLoad()
    #expect(view.last?.failure?.code == "notSignedIn")
    await presenter.didSubmit(query: "кино")
    #expect(view.last?.failure?.code == "notSignedIn")
  }

  @Test func choosingARowQueuesTheResultsFromIt() async throws {
    let catalog = FakeCatalog(
      tracks: [song(1, "Война", number: 3), song(2, "Звезда", number: 4), song(3, "Кукушка")])
    let presenter = try await screen(catalog: catalog)
    await presenter.didSubmit(query: "кино")

    presenter.didSelectTrack(number: 2)

    #expect(router.opened == [.init(albumID: 7, trackNumber: 4, disc: 1)])
    #expect(router.queued == [[1, 2, 3]])
  }

  @Test func choosingARowOpensThePlayer() async throws {
    let presenter = try await screen(catalog: FakeCatalog(tracks: [song(1, "Война", number: 3)]))
    await presenter.didSubmit(query: "кино")

    presenter.didSelectTrack(number: 1)

    #expect(router.opened == [.init(albumID: 7, trackNumber: 3, disc: 1)])
  }

  @Test func badNumbersAndTracksWithoutAnAlbumSaySo() async throws {
    let presenter = try await screen(catalog: FakeCatalog(tracks: [song(1, "X", albumID: nil)]))
    presenter.didSelectTrack(number: 1)
    #expect(view.last?.message == "Сначала выполните поиск, затем выберите трек по номеру")

    await presenter.didSubmit(query: "кино")
    presenter.didSelectTrack(number: 4)
    #expect(view.last?.message == "Трека с номером 4 нет; выберите от 1 до 1")
    presenter.didSelectTrack(number: 1)
    #expect(view.last?.message == "Каталог не сообщает, в каком альбоме этот трек")
    #expect(router.opened.isEmpty)
  }

  @Test func backReturnsToTheAlbumSearch() async throws {
    let presenter = try await screen(catalog: FakeCatalog())
    presenter.didRequestBack()
    #expect(router.backToSearchCount == 1)
    #expect(router.opened.isEmpty)
  }
}
