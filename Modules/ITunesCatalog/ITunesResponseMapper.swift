import Domain
import Foundation

/// Turns response bodies into Domain values. Throws `MusicLibraryError.unexpectedResponse` for a
/// body that is not the expected JSON.
struct ITunesResponseMapper: Sendable {
  private let decoder = JSONDecoder()

  /// The albums of a `/search?entity=album` body. Items that are not albums are ignored; albums
  /// without an id or a title are skipped and counted.
  func searchPage(from body: Data) throws -> AlbumSearchPage {
    let collections = try decode(body).results.filter { $0.wrapperType == "collection" }
    let albums = collections.compactMap(summary)
    return AlbumSearchPage(albums: albums, skippedCount: collections.count - albums.count)
  }

  /// The album of a `/lookup?entity=song` body with its songs (music videos and other kinds left
  /// out), or nil when the body holds no usable album.
  func album(from body: Data) throws -> Album? {
    let items = try decode(body).results
    guard let collection = items.first(where: { $0.wrapperType == "collection" }),
      let summary = summary(collection)
    else { return nil }
    return Album(
      id: summary.id, title: summary.title, artist: summary.artist, year: summary.year,
      genre: collection.primaryGenreName, artworkURL: summary.artworkURL,
      trackCount: summary.trackCount,
      tracks: items.filter { $0.wrapperType == "track" && $0.kind == "song" }.compactMap(track))
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
      year: year(item.releaseDate), artworkURL: item.artworkUrl100)
  }

  /// A song without a title or a track number cannot be listed, so it is left out.
  private func track(_ item: ITunesItemDTO) -> Track? {
    guard let title = item.trackName, let number = item.trackNumber else { return nil }
    return Track(
      disc: item.discNumber ?? 1, number: number, title: title,
      durationSeconds: item.trackTimeMillis.map { Int((Double($0) / 1000).rounded()) },
      previewURL: item.previewUrl)
  }

  /// The year of an ISO date such as `2018-05-10T07:00:00Z`; nil for 1900 and earlier, which the
  /// catalog uses as a placeholder.
  private func year(_ releaseDate: String?) -> Int? {
    guard let releaseDate, let year = Int(releaseDate.prefix(4)), year > 1900 else { return nil }
    return year
  }
}
