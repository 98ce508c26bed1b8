import Domain
import Foundation
import InMemoryPorts
import Localization
import MediaDetail
import TestSupport
import Testing

@Suite @MainActor struct MediaDetailPresenterTests {
  static let song = MediaItem(
    id: 101, kind: .song, title: "Группа крови", artist: "Кино", artistID: 9,
    artistURL: "https://music.apple.com/ru/artist/9", storeURL: "https://music.apple.com/ru/s/101",
    albumID: 1, isExplicit: false, genres: ["Рок"],
    releaseDate: CalendarDate(year: 1988, month: 1, day: 5), durationSeconds: 286)
  static let movie = MediaItem(
    id: 201, kind: .movie, title: "Брат", artist: "Алексей Балабанов",
    artistURL: "https://itunes.apple.com/ru/artist/1", storeURL: "https://itunes.apple.com/m/201",
    genres: ["Драма"], releaseDate: CalendarDate(year: 1997, month: 12, day: 12),
    durationSeconds: 5940, contentRating: "18+", description: "Данила<br />едет &amp; едет")
  static let book = MediaItem(
    id: 301, kind: .ebook, title: "War and Peace", artist: "Leo Tolstoy",
    storeURL: "https://books.apple.com/b/301", genres: ["Fiction & Literature", "Books"],
    description: "<p>Epic.</p>", rating: 4, ratingCount: 56789, fileSizeBytes: 3_407_872)
  static let albums: [Int64: [AlbumSummary]] = [
    9: [
      AlbumSummary(
        id: 1, title: "Группа крови", artist: "Кино", trackCount: 11, year: 1988, artwork: nil),
      AlbumSummary(
        id: 5, title: "Звезда по имени Солнце", artist: "Кино", trackCount: 10, year: 1989,
        artwork: nil),
    ]
  ]

  struct Screen {
    let view: SpyMediaDetailView
    let router: SpyMediaDetailRouter
    let catalog: FakeCatalog
    let presenter: any MediaDetailPresenting
  }

  func screen(
    id: Int64, language: Language = .en, catalog: FakeCatalog? = nil,
    saved: MediaFilters? = nil
  ) async throws -> Screen {
    let (accounts, user) = try await InMemoryAccounts.withSignedInUser()
    let catalog =
      catalog
      ?? FakeCatalog(media: [Self.song, Self.movie, Self.book], artistAlbums: Self.albums)
    let view = SpyMediaDetailView()
    let router = SpyMediaDetailRouter()
    let presenter = MediaDetailModule.build(
      id: id, view: view, router: router,
      dependencies: MediaDetailDependencies(
        currentUser: accounts, catalog: catalog,
        filters: InMemoryMediaFilters(saved.map { [user.id: $0] } ?? [:]), language: language))
    await presenter.viewDidLoad()
    return Screen(view: view, router: router, catalog: catalog, presenter: presenter)
  }

  @Test func aSongsPageWithTheArtistsOtherAlbumsWithoutItsOwn() async throws {
    let saved = try MediaFilters(media: .song, explicit: true, country: "RU", limit: 30)
    let screen = try await screen(id: 101, saved: saved)

    #expect(
      screen.catalog.calls == [
        .mediaItem(id: 101, country: "RU"), .artistAlbums(artistID: 9, limit: 5, country: "RU"),
      ])
    let content = try #require(screen.view.last?.content)
    #expect(content.title == "Группа крови")
    #expect(content.explicitMark == nil)
    #expect(
      content.lines == [
        MediaDetailLine(label: "Artist", value: "Кино", url: "https://music.apple.com/ru/artist/9"),
        MediaDetailLine(label: "Genre", value: "Рок"),
        MediaDetailLine(
          label: "Page", value: "https://music.apple.com/ru/s/101",
          url: "https://music.apple.com/ru/s/101"),
        MediaDetailLine(label: "Released", value: "5 January 1988"),
        MediaDetailLine(label: "Kind", value: "Song"),
        MediaDetailLine(label: "Duration", value: "4:46"),
      ])
    #expect(
      content.otherAlbums
        == OtherAlbumsViewModel(
          title: "Other albums by Кино",
          rows: [.init(number: 1, title: "Звезда по имени Солнце", year: "1989", id: 5)]))
    #expect(screen.view.shown.first?.isLoading == true, "a spinner while it loads")

    screen.presenter.didSelectAlbum(number: 1)
    screen.presenter.didSelectAlbum(number: 2)
    screen.presenter.didRequestBack()
    #expect(screen.router.calls == [.openAlbum(id: 5), .leave])
    #expect(screen.view.last?.message == "There is no album number 2; choose from 1 to 1")
  }

  @Test func aMoviesPageInRussianWithItsDescriptionAsText() async throws {
    let screen = try await screen(id: 201, language: .ru)

    let content = try #require(screen.view.last?.content)
    #expect(
      content.lines.map(\.label) == [
        "Студия", "Страница", "Выпуск", "Жанр", "Возрастной рейтинг", "Тип", "Длительность",
      ])
    #expect(content.lines.last?.value == "1:39:00")
    #expect(content.description == "Данила\nедет & едет")
    #expect(content.otherAlbums == nil)
    #expect(screen.catalog.calls == [.mediaItem(id: 201, country: "US")], "no album lookup")
  }

  @Test func anEBooksPageAndItsDocument() async throws {
    let screen = try await screen(id: 301)

    let content = try #require(screen.view.last?.content)
    #expect(
      content.lines.map(\.value) == [
        "Leo Tolstoy", "https://books.apple.com/b/301", "Fiction & Literature, Books",
        "★ 4 · 56,789", "E-book", "3.2 MB",
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(screen.view.last?.document), as: UTF8.self)
    #expect(
      json
        == #"{"artist":"Leo Tolstoy","artistURL":null,"artworkURL":null,"contentRating":null,"#
        + #""description":"Epic.","durationSeconds":null,"explicit":null,"fileSizeBytes":3407872,"#
        + #""genres":["Fiction & Literature","Books"],"id":301,"kind":"ebook","otherAlbums":[],"#
        + #""rating":4,"ratingCount":56789,"releaseDate":null,"storeURL":"https:\/\/books.apple.com\/b\/301","#
        + #""title":"War and Peace"}"#)
  }

  @Test func nothingFoundIsAnErrorNotAnEmptyPage() async throws {
    let screen = try await screen(id: 999)

    let failure = try #require(screen.view.last?.failure)
    #expect(failure.kind == .notFound)
    #expect(
      failure.message
        == "No song, movie or e-book with this id was found (or the catalog gave it no title)")
    #expect(screen.view.last?.content == nil)
    #expect(screen.view.last?.document == nil)
  }

  @Test func catalogFailuresAreShown() async throws {
    let screen = try await screen(id: 101, catalog: FakeCatalog(failure: MusicLibraryError.timeout))
    #expect(screen.view.last?.failure?.code == "timeout")
  }

  @Test func theScreenGoesAwayWithItsViewAndRouter() async throws {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    let dependencies = MediaDetailDependencies(
      currentUser: accounts, catalog: FakeCatalog(media: [Self.book]),
      filters: InMemoryMediaFilters(), language: .en)
    await expectDeallocated(
      view: SpyMediaDetailView.init, router: SpyMediaDetailRouter.init,
      build: { MediaDetailModule.build(id: 301, view: $0, router: $1, dependencies: dependencies) },
      load: { presenter, _ in await presenter.viewDidLoad() })
  }

  @Test func thePhrasesAreComplete() {
    PhraseCatalog.expectComplete(MediaDetailPhrase.self)
  }
}

/// A catalog whose item lookups answer and whose artist lookups fail.
final class ArtistLookupFailingCatalog: MediaCatalog, ArtistCatalog, @unchecked Sendable {
  let item: MediaItem

  init(item: MediaItem) { self.item = item }

  func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  { CatalogAnswer([]) }
  func mediaItemAnswer(id: Int64, country: String) async throws -> CatalogAnswer<MediaItem?> {
    CatalogAnswer(item)
  }
  func artistAlbumsAnswer(artistID: Int64, limit: Int, country: String) async throws
    -> CatalogAnswer<[AlbumSummary]>
  { throw MusicLibraryError.rateLimited }
}

@Suite @MainActor struct MediaDetailArtistLookupTests {
  @Test func aFailedArtistLookupStillShowsTheSong() async throws {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    let view = SpyMediaDetailView()
    let router = SpyMediaDetailRouter()
    let presenter = MediaDetailModule.build(
      id: 101, view: view, router: router,
      dependencies: MediaDetailDependencies(
        currentUser: accounts,
        catalog: ArtistLookupFailingCatalog(item: MediaDetailPresenterTests.song),
        filters: InMemoryMediaFilters(), language: .en))
    await presenter.viewDidLoad()

    #expect(view.last?.failure == nil)
    #expect(view.last?.content?.title == "Группа крови")
    #expect(view.last?.content != nil)
    #expect(view.last?.content?.otherAlbums == nil)
  }
}

/// Only a song's page lists albums to open by number (a front end's hint offers their numbers
/// by this); a movie's, a book's or a failed page lists none.
@Suite @MainActor struct MediaDetailOtherAlbumsStateTests {
  @Test(arguments: [
    (Int64(101), Language.en, true), (201, .en, false), (301, .ru, false), (999, .en, false),
  ])
  func onlyASongsPageListsAlbums(id: Int64, language: Language, listsAlbums: Bool) async throws {
    let screen = try await MediaDetailPresenterTests().screen(id: id, language: language)
    #expect((screen.view.last?.content?.otherAlbums != nil) == listsAlbums)
  }
}
