import Domain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live `MusicCatalog`: the iTunes Search API (or anything answering like it) over
/// `URLSession`.
public struct ITunesCatalog: MusicCatalog {
  private let baseURL: URL
  private let session: URLSession
  private let timeoutSeconds: Int
  private let mapper = ITunesResponseMapper()

  /// Creates a catalog that sends `GET {baseURL}/search` and `GET {baseURL}/lookup`.
  /// - Parameters:
  ///   - baseURL: e.g. `https://itunes.apple.com`; may end in a path prefix.
  ///   - session: the session to send requests on; reuse one for the whole app.
  ///   - timeoutSeconds: the whole-request timeout. URLSession on Linux counts whole seconds
  ///     only, so values below 1 are raised to 1.
  public init(baseURL: URL, session: URLSession, timeoutSeconds: Int) {
    self.baseURL = baseURL
    self.session = session
    self.timeoutSeconds = max(1, timeoutSeconds)
  }

  // MARK: - MusicCatalog

  /// `GET {base}/search?term=…&media=music&entity=album&limit=N&country=CC`.
  public func searchAlbums(term: String, limit: Int, country: String) async throws
    -> AlbumSearchPage
  {
    let body = try await get(
      "search",
      query: [
        "term": term, "media": "music", "entity": "album", "limit": String(limit),
        "country": country,
      ])
    return try mapper.searchPage(from: body)
  }

  /// `GET {base}/lookup?id=ID&entity=song&limit=200&country=CC`; nil when no album has `id`.
  public func album(id: Int64, country: String) async throws -> Album? {
    let body = try await get(
      "lookup",
      query: ["id": String(id), "entity": "song", "limit": "200", "country": country])
    return try mapper.album(from: body)
  }

  private func get(_ endpoint: String, query: KeyValuePairs<String, String>) async throws -> Data {
    var request = URLRequest(url: url(endpoint, query: query))
    request.timeoutInterval = TimeInterval(timeoutSeconds)
    let body: Data
    let response: URLResponse
    do {
      (body, response) = try await session.data(for: request)
    } catch {
      throw ITunesFailure.error(for: error)
    }
    guard let http = response as? HTTPURLResponse else {
      throw MusicLibraryError.unexpectedResponse
    }
    if let failure = ITunesFailure.error(status: http.statusCode, body: body) {
      throw failure
    }
    return body
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
