import Domain
import Foundation
import TestSupport
import Testing

@testable import ITunesCatalog

/// Songs, movies and e-books read from real and invented answers.
@Suite struct MediaSampleDecodingTests {
  let mapper = ITunesResponseMapper()

  @Test func theRealRatatouilleAnswerIsAMovieWithEveryField() throws {
    // A byte-for-byte copy of the live API's answer (../shared/itunes-samples).
    let movies = try mapper.mediaItems(
      from: fixture("search-movie-ratatouille-us.json"), kind: .movie)

    let movie = try #require(movies.first)
    #expect(movies.count == 1)
    #expect(movie.id == 265_250_067)
    #expect(movie.kind == .movie)
    #expect(movie.title == "Ratatouille")
    #expect(movie.artist == "Pixar & Brad Lewis")
    #expect(movie.artistID == 81_758_682)
    #expect(movie.artistURL == "https://itunes.apple.com/us/studio/pixar/id81758682?uo=4")
    #expect(movie.storeURL == "https://itunes.apple.com/us/movie/ratatouille/id265250067?uo=4")
    #expect(movie.genres == ["Kids & Family"])
    #expect(movie.contentRating == "G")
    #expect(movie.isExplicit == false)
    #expect(movie.releaseDate == CalendarDate(year: 2007, month: 6, day: 29))
    #expect(movie.durationSeconds == 6689)  // 6,688,687 ms
    #expect(movie.description?.hasPrefix("From Academy Award®-winning director") == true)
    #expect(movie.artwork?.url(size: 600).hasSuffix("/source/600x600bb.jpg") == true)
    #expect(movie.rating == nil)
    #expect(movie.fileSizeBytes == nil)
  }

  @Test func aMovieSearchListsNoSongsAndASongSearchNoMovies() throws {
    let movies = try fixture("search-movie-ratatouille-us.json")
    let songs = try fixture("search-song-weezer-limit7-us.json")

    #expect(try mapper.mediaItems(from: movies, kind: .song).isEmpty)
    #expect(try mapper.mediaItems(from: songs, kind: .movie).isEmpty)
    #expect(try mapper.mediaItems(from: songs, kind: .song).count == 7)
  }

  @Test func theRealSongsKeepTheirAlbumAndArtist() throws {
    let songs = try mapper.mediaItems(
      from: fixture("search-song-weezer-limit7-us.json"), kind: .song)

    let first = try #require(songs.first)
    #expect(first.title == "Buddy Holly")
    #expect(first.artistID == 115_234)
    #expect(first.albumID == 1_440_878_798)
    #expect(first.isExplicit == false)
    #expect(first.durationSeconds == 160)
    #expect(first.genres == ["Pop"])
  }

  @Test func eBooksCarryTheirGenresRatingAndSizeAndOtherKindsAreLeftOut() throws {
    let body = try fixture("search-ebook-mixed-ru-us.json")

    let books = try mapper.mediaItems(from: body, kind: .ebook)

    // The audiobook and the e-book without a title are left out, not a failure.
    #expect(
      books.map(\.title) == [
        "Мастер и Маргарита", "War and Peace", "Terminal Trap Book \u{1B}[2J\u{9B}31m",
      ])
    let master = try #require(books.first)
    #expect(master.artist == "Михаил Булгаков")
    #expect(master.genres == ["Классика", "Книги"])
    #expect(master.rating == 4.5)
    #expect(master.ratingCount == 1234)
    #expect(master.fileSizeBytes == 2_621_440)
    #expect(master.description?.hasPrefix("<b>«Мастер и Маргарита»</b>") == true)
    #expect(books[1].rating == 4)
  }

  @Test func anUnknownKindIsNeverAFailure() throws {
    let body = Data(
      #"""
      {"resultCount": 3, "results": [
        {"wrapperType": "track", "kind": "podcast", "trackId": 1, "trackName": "Pod"},
        {"wrapperType": "audiobook", "collectionId": 2, "collectionName": "Audio"},
        {"wrapperType": "track", "kind": "feature-movie", "trackId": 3, "trackName": "Film",
         "releaseDate": "1900-01-01T12:00:00Z", "trackExplicitness": "explicit"}
      ]}
      """#.utf8)

    let movies = try mapper.mediaItems(from: body, kind: .movie)

    #expect(movies == [MediaItem(id: 3, kind: .movie, title: "Film", isExplicit: true)])
    #expect(try mapper.mediaItem(from: body, id: 1) == nil)
  }

  @Test func aLookupFindsTheItemWithItsIdOnly() throws {
    let body = try fixture("search-movie-cyrillic-ru.json")

    #expect(try mapper.mediaItem(from: body, id: 1_590_001_002)?.title == "Брат 2")
    #expect(try mapper.mediaItem(from: body, id: 42) == nil)
    #expect(try mapper.mediaItem(from: fixture("empty-lookup-resultcount-0.json"), id: 1) == nil)
  }

  @Test func anArtistLookupIsTheirAlbumsWithoutTheArtist() throws {
    let body = Data(
      #"""
      {"resultCount": 3, "results": [
        {"wrapperType": "artist", "artistId": 7, "artistName": "Кино"},
        {"wrapperType": "collection", "collectionId": 10, "collectionName": "Группа крови",
         "releaseDate": "1988-01-05T08:00:00Z"},
        {"wrapperType": "collection", "collectionId": 11, "collectionName": "Звезда по имени Солнце"}
      ]}
      """#.utf8)

    let albums = try mapper.artistAlbums(from: body, limit: 5)

    #expect(albums.map(\.id) == [10, 11])
    #expect(albums.first?.year == 1988)
    #expect(try mapper.artistAlbums(from: body, limit: 1).map(\.id) == [10])
  }
}
