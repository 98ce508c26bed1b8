import Domain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live `CoverArtSource`: fetches covers with `URLSession` and keeps them on disk, so each
/// cover is downloaded once. (URLCache never stores responses on Linux, so we cache ourselves.)
public struct CachedCoverArtSource: CoverArtSource {
  /// The default bound of the cache directory: 20 MiB, a few hundred covers.
  public static let defaultMaxBytes = 20 * 1024 * 1024

  private let session: URLSession
  private let cache: CoverCacheDirectory
  private let timeoutSeconds: Int
  private let baseURL: URL?

  /// Creates a source.
  /// - Parameters:
  ///   - session: the session to fetch on; reuse one for the whole app.
  ///   - cacheDirectory: where covers are kept (`<data-dir>/artwork-cache`), created on demand.
  ///   - maxBytes: the most the cache directory may hold; older covers are deleted first.
  ///   - timeoutSeconds: the whole-request timeout in whole seconds (at least 1).
  ///   - baseURL: when set, covers are fetched from this address instead of the artwork URL's
  ///     own scheme and host (path and query kept), e.g. a local fake-itunes in tests and demos.
  ///     The cache is keyed by the artwork URL either way.
  public init(
    session: URLSession, cacheDirectory: URL, maxBytes: Int = defaultMaxBytes,
    timeoutSeconds: Int, baseURL: URL? = nil
  ) {
    self.session = session
    self.cache = CoverCacheDirectory(directory: cacheDirectory, maxBytes: maxBytes)
    self.timeoutSeconds = max(1, timeoutSeconds)
    self.baseURL = baseURL
  }

  // MARK: - CoverArtSource

  public func jpegData(at url: String) async throws -> Data {
    if let cached = cache.read(url) { return cached }
    guard let address = Self.fetchURL(for: url, baseURL: baseURL) else {
      throw MusicLibraryError.notFound
    }
    var request = URLRequest(url: address)
    request.timeoutInterval = TimeInterval(timeoutSeconds)
    let body: Data
    let response: URLResponse
    do {
      (body, response) = try await session.data(for: request)
    } catch let error as URLError where error.code == .timedOut {
      throw MusicLibraryError.timeout
    } catch {
      throw MusicLibraryError.noConnection
    }
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    switch status {
    case 200: break
    case 404, 410: throw MusicLibraryError.notFound
    case 500...599: throw MusicLibraryError.serverError(status: status)
    default: throw MusicLibraryError.unexpectedResponse
    }
    cache.store(body, for: url)
    return body
  }

  /// Puts `jpeg` in the cache for `url` as if it had been fetched (benchmarks, warm-up).
  public func store(_ jpeg: Data, for url: String) {
    cache.store(jpeg, for: url)
  }

  /// The total size of the cached covers in bytes.
  public func cachedBytes() -> Int {
    cache.totalBytes()
  }

  /// Where `url` is fetched from: itself, or its path and query on `baseURL`.
  static func fetchURL(for url: String, baseURL: URL?) -> URL? {
    guard let original = URLComponents(string: url), original.scheme != nil else { return nil }
    guard let baseURL else { return original.url }
    var base = baseURL.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    let query = original.percentEncodedQuery.map { "?" + $0 } ?? ""
    return URL(string: base + original.percentEncodedPath + query)
  }
}
