import Domain
import Foundation
import ITunesCatalog
import TestSupport
import Testing

/// Album searches and look-ups over the in-process transport, answered with what fake-itunes
/// answers from its fixtures.
@Suite struct AlbumAnswerTests {
  private func search(_ term: String, limit: Int = 50, country: String = "us") -> String {
    fakeURL(
      "search",
      [
        "term": term, "media": "music", "entity": "album", "limit": String(limit),
        "country": country,
      ])
  }

  private func lookup(_ id: Int64, country: String) -> String {
    fakeURL("lookup", ["id": String(id), "entity": "song", "limit": "200", "country": country])
  }

  /// A catalog whose look-up of `id` answers the lookup fixture `name`.
  private func catalog(looking id: Int64, up name: String, country: String) throws
    -> ITunesCatalog
  {
    ITunesCatalogTests.catalog(
      FakeHTTPTransport(answers: [lookup(id, country: country): try fixtureAnswer(name)]))
  }

  @Test func searchHonoursTheLimit() async throws {
    let found =
      try fixtureResults("lookup-song-1590000014-placeholder-date-no-artist-us.json")
      .with("collectionId", 1_590_000_014)
      + fixtureResults("search-album-sorting-quartet-us.json").prefix(1)
    let catalog = ITunesCatalogTests.catalog(
      FakeHTTPTransport(answers: [search("album", limit: 2): try answer(found)]))

    let page = try await catalog.searchAlbums(term: "album", limit: 2, country: "us")
    #expect(page.albums.count == 2)
  }

  @Test func searchSkipsAndCountsUnusableItems() async throws {
    let catalog = ITunesCatalogTests.catalog(
      FakeHTTPTransport(answers: [
        search("sorting quartet"): try fixtureAnswer("search-album-sorting-quartet-us.json")
      ]))

    let page = try await catalog.searchAlbums(term: "sorting quartet", limit: 50, country: "us")
    #expect(page.albums.map(\.title) == ["Album 2", "Album 10", "album 1", "ALBUM 3"])
    #expect(page.skippedCount == 2)
  }

  @Test func aTermMatchingNothingIsAnEmptyPage() async throws {
    let catalog = ITunesCatalogTests.catalog(
      FakeHTTPTransport(answers: [search("no such band"): try answer([])]))

    let page = try await catalog.searchAlbums(term: "no such band", limit: 50, country: "us")
    #expect(page == AlbumSearchPage(albums: [], skippedCount: 0))
  }

  @Test func aCompilationsTracksKeepTheirOwnArtists() async throws {
    let catalog = try catalog(
      looking: 1_590_000_008, up: "lookup-song-1590000008-various-artists-compilation-ru.json",
      country: "ru")

    let album = try #require(try await catalog.album(id: 1_590_000_008, country: "ru"))
    #expect(album.artist == "Various Artists")
    #expect(album.tracks.map(\.artist) == ["Аквариум", "Наутилус Помпилиус", "Сплин"])
  }

  @Test func musicVideosAreLeftOut() async throws {
    let catalog = try catalog(
      looking: 1_590_000_003, up: "lookup-song-1590000003-zemfira-with-music-video-ru.json",
      country: "ru")

    let album = try #require(try await catalog.album(id: 1_590_000_003, country: "ru"))
    #expect(
      album.tracks.map(\.title) == ["Снег", "Ариведерчи", "Синоптик", "Почему", "Ромашки", "СПИД"])
    #expect(album.musicVideoCount == 1)
  }

  @Test func theMusicVideosOfALookupAreCounted() async throws {
    let catalog = try catalog(
      looking: 1_590_000_040, up: "lookup-song-1590000040-music-videos-in-the-lookup-us.json",
      country: "us")

    let album = try #require(try await catalog.album(id: 1_590_000_040, country: "us"))
    #expect(album.trackCount == 8)
    #expect(
      album.tracks.map(\.title)
        == ["Opening Titles", "Dolly Shot", "Cutaway", "Long Take", "End Credits"])
    #expect(album.musicVideoCount == 3)
  }

  @Test func fewerSongsThanTheTrackCount() async throws {
    let catalog = try catalog(
      looking: 1_590_000_004,
      up: "lookup-song-1590000004-splin-fewer-songs-than-trackcount-ru.json", country: "ru")

    let album = try #require(try await catalog.album(id: 1_590_000_004, country: "ru"))
    #expect(album.trackCount == 14)
    #expect(album.tracks.count == 5)
  }

  @Test func placeholderDateAndMissingOptionalFields() async throws {
    let catalog = try catalog(
      looking: 1_590_000_014, up: "lookup-song-1590000014-placeholder-date-no-artist-us.json",
      country: "us")

    let album = try #require(try await catalog.album(id: 1_590_000_014, country: "us"))
    #expect(album.year == nil)
    #expect(album.artist == nil)
    #expect(album.artwork == nil)
    #expect(album.genre == "Electronic")
    #expect(
      album.tracks.first
        == Track(disc: 1, number: 1, title: "First Untimed", durationSeconds: nil, previewURL: nil))
    #expect(album.tracks.last?.durationSeconds == 1)  // 1,499 ms rounds down
  }

  @Test func anAlbumKnownOnlyFromSearchHasNoTracks() async throws {
    let album = try fixtureResults("search-album-the-beatles-limit3-us.json")
      .with("collectionId", 1_440_833_098)
    let catalog = ITunesCatalogTests.catalog(
      FakeHTTPTransport(answers: [lookup(1_440_833_098, country: "us"): try answer(album)]))

    let found = try #require(try await catalog.album(id: 1_440_833_098, country: "us"))
    #expect(found.title == "1")
    #expect(found.tracks.isEmpty)
  }

  @Test func anUnknownIdIsNoAlbum() async throws {
    let catalog = try catalog(looking: 42, up: "empty-lookup-resultcount-0.json", country: "us")

    #expect(try await catalog.album(id: 42, country: "us") == nil)
  }
}
