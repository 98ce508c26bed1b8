import Domain
import Foundation
import Library
import Localization
import TestSupport
import Testing

@Suite @MainActor struct LibraryPresenterTests {
  private let saved = LibraryFixtures.fiveAlbums

  @Test func listsTheAlbumsSortedLikeSearchResultsWithWhenTheyWereSaved() async throws {
    let screen = try await LibraryFixtures.screen(saved: saved)
    await screen.presenter.viewDidLoad()

    let shown = try #require(screen.view.last)
    #expect(shown.title == "My library")
    #expect(shown.header == "Signed in as Ivan Petrov")
    #expect(
      shown.rows == [
        LibraryRowViewModel(
          number: 1, id: 2, title: "Abbey Road", artist: "The Beatles", year: "1969",
          tracks: "2 tracks", savedAt: "3 days ago"),
        LibraryRowViewModel(
          number: 2, id: 5, title: "Album 9", artist: "X", year: "1988", tracks: "2 tracks",
          savedAt: "2 hours ago"),
        LibraryRowViewModel(
          number: 3, id: 4, title: "album 10", artist: "Unknown artist", year: "unknown year",
          tracks: "2 tracks", savedAt: "5 minutes ago"),
        LibraryRowViewModel(
          number: 4, id: 1, title: "Группа крови", artist: "Кино", year: "1988",
          tracks: "2 tracks", savedAt: "yesterday"),
        LibraryRowViewModel(
          number: 5, id: 3, title: "Звезда по имени Солнце", artist: "Кино", year: "1989",
          tracks: "2 tracks", savedAt: "just now"),
      ])
    #expect(shown.message == nil)
    #expect(shown.document?.albums.map(\.id) == [2, 5, 4, 1, 3])
    #expect(shown.document?.albums.last?.savedAt == "2026-09-21T14:13:20Z")
  }

  @Test func speaksRussian() async throws {
    let screen = try await LibraryFixtures.screen(saved: Array(saved.prefix(2)), language: .ru)
    await screen.presenter.viewDidLoad()

    let shown = try #require(screen.view.last)
    #expect(shown.title == "Моя библиотека")
    #expect(shown.rows.map(\.savedAt) == ["вчера", "только что"])
    #expect(shown.rows.map(\.tracks) == ["2 трека", "2 трека"])
  }

  @Test func anEmptyLibrarySaysSo() async throws {
    let screen = try await LibraryFixtures.screen()
    await screen.presenter.viewDidLoad()

    #expect(screen.view.last?.message == "Your library is empty")
    #expect(screen.view.last?.isEmpty == true)
    #expect(screen.view.last?.rows == [])
  }

  /// The screen's state, not its sentence, tells a front end that the library is empty: a
  /// filter that matches nothing or a removal's note is not an empty library, the last removal is.
  @Test func theViewModelSaysWhetherTheLibraryIsEmpty() async throws {
    let screen = try await LibraryFixtures.screen(saved: Array(saved.prefix(1)))
    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.isEmpty == false)

    await screen.presenter.didChangeFilter("zzz")
    #expect(screen.view.last?.message == "No saved album matches “zzz”")
    #expect(screen.view.last?.isEmpty == false)

    await screen.presenter.didChangeFilter("")
    await screen.presenter.didRequestRemove(number: 1)
    #expect(screen.view.last?.message?.hasPrefix("Removed") == true)
    #expect(screen.view.last?.isEmpty == false)

    await screen.presenter.viewDidLoad()
    #expect(screen.view.last?.isEmpty == true)
  }

  @Test func nobodySignedInIsAFailureWithoutRows() async throws {
    let screen = try await LibraryFixtures.screen(saved: saved, signedIn: false)
    await screen.presenter.viewDidLoad()

    #expect(screen.view.last?.failure?.code == "notSignedIn")
    #expect(screen.view.last?.failure?.kind == .unauthorized)
    #expect(screen.view.last?.rows == [])
  }

  @Test func typedTextFiltersByTitleOrArtistIgnoringCaseAndNumbersFollowTheList() async throws {
    let screen = try await LibraryFixtures.screen(saved: saved)
    await screen.presenter.viewDidLoad()

    await screen.presenter.didChangeFilter("  кино ")

    let shown = try #require(screen.view.last)
    #expect(shown.filter == "кино")
    #expect(shown.rows.map(\.id) == [1, 3])
    #expect(shown.rows.map(\.number) == [1, 2])
    #expect(shown.message == "Matching “кино”: 2 of 5 albums")
    screen.presenter.didSelectAlbum(number: 2)
    #expect(screen.router.calls == [.openAlbum(id: 3)])
    screen.presenter.didRequestPlay(number: 2)
    #expect(screen.router.calls == [.openAlbum(id: 3), .playAlbum(id: 3)])

    await screen.presenter.didChangeFilter("zzz")
    #expect(screen.view.last?.message == "No saved album matches “zzz”")
    #expect(screen.view.last?.rows == [])

    await screen.presenter.didChangeFilter("")
    #expect(screen.view.last?.rows.count == 5)
    #expect(screen.view.last?.filter == nil)
    #expect(screen.view.last?.message == nil)
  }

  @Test func aNumberOutsideTheListSaysWhichOnesExist() async throws {
    let screen = try await LibraryFixtures.screen(saved: saved)
    await screen.presenter.viewDidLoad()

    screen.presenter.didSelectAlbum(number: 6)

    #expect(screen.view.last?.message == "There is no album number 6; choose from 1 to 5")
    #expect(screen.router.calls == [])
  }

  @Test func removingByNumberTakesTheAlbumOutAndSaysWhich() async throws {
    let screen = try await LibraryFixtures.screen(saved: saved)
    await screen.presenter.viewDidLoad()

    await screen.presenter.didRequestRemove(number: 1)

    #expect(screen.view.last?.message == "Removed “Abbey Road” from your library")
    #expect(screen.view.last?.removed == true)
    #expect(screen.view.last?.rows.map(\.id) == [5, 4, 1, 3])
    #expect(await screen.storedIDs.sorted() == [1, 3, 4, 5])
  }

  @Test func removingAnAlbumThatIsNotSavedChangesNothingAndSaysSo() async throws {
    let screen = try await LibraryFixtures.screen(saved: saved)

    await screen.presenter.didRequestRemove(albumID: 99)

    #expect(screen.view.last?.message == "Album 99 is not in your library")
    #expect(screen.view.last?.removed == false)
    #expect(screen.view.last?.failure == nil)
    #expect(await screen.storedIDs.count == 5)
  }

  @Test func backGoesToTheSearch() async throws {
    let screen = try await LibraryFixtures.screen()
    screen.presenter.didRequestBack()
    #expect(screen.router.calls == [.backToSearch])
  }
}

@Suite @MainActor struct LibraryPagingTests {
  private let saved = LibraryFixtures.fiveAlbums

  @Test func aPageIsNumberedFromItsPlaceInTheListAndOnlyItsNumbersChoose() async throws {
    let screen = try await LibraryFixtures.screen(saved: saved)

    await screen.presenter.didRequestPage(offset: 2, limit: 2)

    let shown = try #require(screen.view.last)
    #expect(shown.rows.map(\.number) == [3, 4])
    #expect(shown.rows.map(\.id) == [4, 1])
    #expect(shown.listed == 5)
    #expect(shown.document?.albums.map(\.id) == [4, 1])
    screen.presenter.didSelectAlbum(number: 3)
    #expect(screen.router.calls == [.openAlbum(id: 4)])
    screen.presenter.didSelectAlbum(number: 1)
    #expect(screen.view.last?.message == "There is no album number 1; choose from 3 to 4")
  }

  @Test func aFilterStartsAgainFromTheFirstPageOfItsSize() async throws {
    let screen = try await LibraryFixtures.screen(saved: saved)
    await screen.presenter.didRequestPage(offset: 3, limit: 1)

    await screen.presenter.didChangeFilter("кино")

    #expect(screen.view.last?.rows.map(\.id) == [1])
    #expect(screen.view.last?.rows.map(\.number) == [1])
    #expect(screen.view.last?.listed == 2)
    #expect(screen.view.last?.message == "Matching “кино”: 2 of 5 albums")
  }

  @Test func removingTheLastAlbumOfTheLastPageShowsThePageBefore() async throws {
    let screen = try await LibraryFixtures.screen(saved: saved)
    await screen.presenter.didRequestPage(offset: 4, limit: 2)
    #expect(screen.view.last?.rows.map(\.id) == [3])

    await screen.presenter.didRequestRemove(number: 5)

    #expect(screen.view.last?.rows.map(\.number) == [3, 4])
    #expect(screen.view.last?.message == "Removed “Звезда по имени Солнце” from your library")
  }

  @Test func aWrittenExportIsTheFileTheArchiveEncodes() async throws {
    let screen = try await LibraryFixtures.screen(saved: saved)
    var written: [[UInt8]] = []

    await screen.presenter.didRequestExport(writing: { written.append($0) })

    let shown = try #require(screen.view.last)
    #expect(shown.exported == 5)
    #expect(shown.archive == nil)
    #expect(shown.message == "Exported 5 albums")
    await screen.presenter.didRequestExport()
    let archive = try #require(screen.view.last?.archive)
    #expect(archive.albums.map(\.id) == [2, 5, 4, 1, 3])
    #expect(Data(written.joined()) == (try archive.encoded()))
  }

  @Test func anExportThatCannotWriteFailsAndSaysNothingWasExported() async throws {
    let screen = try await LibraryFixtures.screen(saved: saved)
    struct Full: Error {}

    await screen.presenter.didRequestExport(writing: { _ in throw Full() })

    #expect(screen.view.last?.failure != nil)
    #expect(screen.view.last?.exported == nil)
  }
}
