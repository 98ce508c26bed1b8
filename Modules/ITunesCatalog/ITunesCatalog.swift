import AdapterPorts
import Domain
import Foundation

/// The live `MusicCatalog`: the iTunes Search API (or anything answering like it) over an
/// `HTTPTransport`, which sets the deadline and the size cap of every request. Every answer
/// comes from the network.
public struct ITunesCatalog: MusicCatalog {
  private let baseURL: URL
  private let transport: any HTTPTransport
  private let mapper = ITunesResponseMapper()

  /// Creates a catalog that sends `GET {baseURL}/search` and `GET {baseURL}/lookup`.
  /// - Parameters:
  ///   - baseURL: e.g. `https://itunes.apple.com`; may end in a path prefix.
  ///   - transport: what sends the requests; reuse one for the whole app.
  public init(baseURL: URL, transport: any HTTPTransport) {
    self.baseURL = baseURL
    self.transport = transport
  }

  // MARK: - MusicCatalog

  /// `GET {base}/search?term=…&media=music&entity=album&limit=N&country=CC`; never more than
  /// `limit` albums, whatever the server sends.
  public func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    let body = try await get(
      "search",
      query: [
        "term": term, "media": "music", "entity": "album", "limit": String(limit),
        "country": country,
      ])
    return CatalogAnswer(try mapper.searchPage(from: body, limit: limit))
  }

  /// `GET {base}/lookup?id=ID&entity=song&limit=200&country=CC`; nil when no album has `id`.
  public func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    let body = try await get(
      "lookup",
      query: ["id": String(id), "entity": "song", "limit": "200", "country": country])
    return CatalogAnswer(try mapper.album(from: body, id: id))
  }

  /// `GET {base}/search?term=…&media=music&entity=song&limit=N&country=CC`; never more than
  /// `limit` songs, whatever the server sends.
  public func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  {
    let body = try await get(
      "search",
      query: [
        "term": term, "media": "music", "entity": "song", "limit": String(limit),
        "country": country,
      ])
    return CatalogAnswer(try mapper.tracks(from: body, limit: limit))
  }

  /// `GET {base}/search?term=…&media=M&entity=E&explicit=Yes|No&limit=N&country=CC`, where
  /// M/E are music/song, movie/movie or ebook/ebook; never more than `limit` items, and only
  /// items of the kind asked for.
  public func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  {
    let (media, entity) =
      switch filters.media {
      case .song: ("music", "song")
      case .movie: ("movie", "movie")
      case .ebook: ("ebook", "ebook")
      }
    let body = try await get(
      "search",
      query: [
        "term": term, "media": media, "entity": entity,
        "explicit": filters.explicit ? "Yes" : "No", "limit": String(filters.limit),
        "country": filters.country,
      ])
    return CatalogAnswer(
      try mapper.mediaItems(from: body, kind: filters.media, limit: filters.limit))
  }

  /// `GET {base}/lookup?id=ID&country=CC`; nil when no song, movie or e-book has `id`.
  public func mediaItemAnswer(id: Int64, country: String) async throws
    -> CatalogAnswer<MediaItem?>
  {
    let body = try await get("lookup", query: ["id": String(id), "country": country])
    return CatalogAnswer(try mapper.mediaItem(from: body, id: id))
  }

  /// `GET {base}/lookup?id=ARTIST&entity=album&limit=N&country=CC`; never more than `limit`.
  public func artistAlbumsAnswer(artistID: Int64, limit: Int, country: String) async throws
    -> CatalogAnswer<[AlbumSummary]>
  {
    let body = try await get(
      "lookup",
      query: [
        "id": String(artistID), "entity": "album", "limit": String(limit), "country": country,
      ])
    return CatalogAnswer(try mapper.artistAlbums(from: body, limit: limit))
  }

  private func get(_ endpoint: String, query: KeyValuePairs<String, String>) async throws -> Data {
    let response: HTTPResponse
    do {
      response = try await transport.get(url(endpoint, query: query), headers: [:])
    } catch {
      throw ITunesFailure.error(for: error)
    }
    if let failure = ITunesFailure.error(status: response.status, body: response.body) {
      throw failure
    }
    return response.body
  }

  private func url(_ endpoint: String, query: KeyValuePairs<String, String>) -> URL {
    // Neither unwrap can fail: the base is a valid URL and the query holds only unreserved
    // characters, `%XX`, `+`, `=` and `&`.
    var components = URLComponents(
      url: baseURL.appending(path: endpoint), resolvingAgainstBaseURL: true)!
    components.percentEncodedQuery = ITunesQuery.string(query)
    return components.url!
  }
}
