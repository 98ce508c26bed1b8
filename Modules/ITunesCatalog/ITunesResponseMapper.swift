import Domain
import Foundation

/// Turns response bodies into Domain values. Throws `MusicLibraryError.unexpectedResponse` for a
/// body that is not the expected JSON.
struct ITunesResponseMapper: Sendable {
  private let decoder = JSONDecoder()

  /// The first `limit` albums of a `/search?entity=album` body, however many it holds. Items
  /// that are not albums are ignored; albums without an id or a title met on the way are skipped
  /// and counted.
  func searchPage(from body: Data, limit: Int = .max) throws -> AlbumSearchPage {
    var albums: [AlbumSummary] = []
    var skipped = 0
    for item in try decode(body).results where item.wrapperType == "collection" {
      guard albums.count < limit else { break }
      if let album = summary(item) { albums.append(album) } else { skipped += 1 }
    }
    return AlbumSearchPage(albums: albums, skippedCount: skipped)
  }

  /// The album of a `/lookup?entity=song` body with its songs (music videos and other kinds left
  /// out, the music videos counted), or nil when the body holds no usable album. Given `id`, only the album with that id
  /// and the songs that do not name another album count: a server answering with some other
  /// album has not found the one asked for.
  func album(from body: Data, id: Int64? = nil) throws -> Album? {
    let items = try decode(body).results.filter { item in
      id == nil || item.collectionId == nil || item.collectionId == id
    }
    guard let collection = items.first(where: { $0.wrapperType == "collection" }),
      let summary = summary(collection)
    else { return nil }
    return Album(
      id: summary.id, title: summary.title, artist: summary.artist, year: summary.year,
      genre: collection.primaryGenreName, artwork: summary.artwork,
      trackCount: summary.trackCount,
      tracks: items.filter { $0.wrapperType == "track" && $0.kind == "song" }.compactMap(track),
      storeURL: collection.collectionViewUrl, artistID: collection.artistId,
      musicVideoCount: items.count(where: { $0.wrapperType == "track" && $0.kind == "music-video" })
    )
  }

  /// The first `limit` songs of a `/search?entity=song` body in the catalog's order; items that
  /// are not songs, or songs without an id or a title, are left out.
  func tracks(from body: Data, limit: Int = .max) throws -> [TrackSummary] {
    Array(
      try decode(body).results.lazy.filter { $0.wrapperType == "track" && $0.kind == "song" }
        .compactMap(trackSummary).prefix(max(0, limit)))
  }

  /// The first `limit` items of `kind` in the catalog's order; items of another kind, or
  /// without an id or a title, are left out.
  func mediaItems(from body: Data, kind: MediaKind, limit: Int = .max) throws -> [MediaItem] {
    let media = ITunesMediaMapper()
    return Array(
      try decode(body).results.lazy.compactMap(media.item).filter { $0.kind == kind }
        .prefix(max(0, limit)))
  }

  /// The song, movie or e-book with `id` in a `/lookup` body, or nil when there is none.
  func mediaItem(from body: Data, id: Int64) throws -> MediaItem? {
    let media = ITunesMediaMapper()
    return try decode(body).results.lazy.compactMap(media.item).first { $0.id == id }
  }

  /// The first `limit` albums of a `/lookup?id=ARTIST&entity=album` body (the artist itself and
  /// albums without an id or a title left out).
  func artistAlbums(from body: Data, limit: Int = .max) throws -> [AlbumSummary] {
    try searchPage(from: body, limit: limit).albums
  }

  private func trackSummary(_ item: ITunesItemDTO) -> TrackSummary? {
    guard let id = item.trackId, let title = item.trackName else { return nil }
    return TrackSummary(
      id: id, title: title, artist: item.artistName, album: item.collectionName,
      albumID: item.collectionId, trackNumber: item.trackNumber, disc: item.discNumber,
      durationSeconds: seconds(item.trackTimeMillis), previewURL: item.previewUrl,
      artwork: item.artworkUrl100.map(ITunesArtwork.reference))
  }

  private func seconds(_ milliseconds: Int?) -> Int? {
    milliseconds.map { Int((Double($0) / 1000).rounded()) }
  }

  private func decode(_ body: Data) throws -> ITunesResponseDTO {
    do {
      return try decoder.decode(ITunesResponseDTO.self, from: body)
    } catch {
      throw MusicLibraryError.unexpectedResponse
    }
  }

  private func summary(_ item: ITunesItemDTO) -> AlbumSummary? {
    guard let id = item.collectionId, let title = item.collectionName else { return nil }
    return AlbumSummary(
      id: id, title: title, artist: item.artistName, trackCount: item.trackCount,
      year: year(item.releaseDate), artwork: item.artworkUrl100.map(ITunesArtwork.reference))
  }

  /// A song without a title or a track number cannot be listed, so it is left out.
  private func track(_ item: ITunesItemDTO) -> Track? {
    guard let title = item.trackName, let number = item.trackNumber else { return nil }
    return Track(
      disc: item.discNumber ?? 1, number: number, title: title,
      durationSeconds: seconds(item.trackTimeMillis),
      previewURL: item.previewUrl, artist: item.artistName)
  }

  /// The year of an ISO date such as `2018-05-10T07:00:00Z`; nil for 1900 and earlier, which the
  /// catalog uses as a placeholder.
  private func year(_ releaseDate: String?) -> Int? {
    guard let releaseDate, let year = Int(releaseDate.prefix(4)), year > 1900 else { return nil }
    return year
  }
}
