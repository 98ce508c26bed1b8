import AdapterPorts
import Domain
import Foundation

/// The live `CoverArtSource`: fetches covers through an `HTTPTransport` (with its deadline and
/// size cap) and keeps them on disk, so each cover is downloaded once; offline, it serves only
/// the covers it keeps.
public struct CachedCoverArtSource: CoverArtSource {
  /// The default bound of the cache directory: 20 MiB, a few hundred covers.
  public static let defaultMaxBytes = 20 * 1024 * 1024

  private let transport: any HTTPTransport
  private let cache: CoverCacheDirectory
  private let baseURL: URL?
  private let offline: Bool

  /// Creates a source.
  /// - Parameters:
  ///   - transport: what fetches the covers; reuse the app's one.
  ///   - cacheDirectory: where covers are kept (`<data-dir>/artwork-cache`), created on demand.
  ///   - maxBytes: the most the cache directory may hold; older covers are deleted first.
  ///   - baseURL: when set, covers are fetched from this address instead of the artwork URL's
  ///     own scheme and host (path and query kept), e.g. a local fake-itunes in tests and demos.
  ///     The cache is keyed by the artwork URL either way.
  ///   - offline: when true nothing is fetched: a cover not in the cache is `notStoredOffline`.
  public init(
    transport: any HTTPTransport, cacheDirectory: URL, maxBytes: Int = defaultMaxBytes,
    baseURL: URL? = nil, offline: Bool = false
  ) {
    self.transport = transport
    self.cache = CoverCacheDirectory(directory: cacheDirectory, maxBytes: maxBytes)
    self.baseURL = baseURL
    self.offline = offline
  }

  // MARK: - CoverArtSource

  public func jpegData(at url: String) async throws -> Data {
    if let cached = cache.read(url) { return cached }
    if offline { throw MusicLibraryError.notStoredOffline }
    guard let address = Self.fetchURL(for: url, baseURL: baseURL) else {
      throw MusicLibraryError.notFound
    }
    let response: HTTPResponse
    do {
      response = try await transport.get(address, headers: [:])
    } catch let error as MusicLibraryError {
      throw error
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      throw MusicLibraryError.noConnection
    }
    switch response.status {
    case 200: break
    case 404, 410: throw MusicLibraryError.notFound
    case 500...599: throw MusicLibraryError.serverError(status: response.status)
    default: throw MusicLibraryError.unexpectedResponse
    }
    cache.store(response.body, for: url)
    return response.body
  }

  /// The file holding the cover at `url` when it is cached; nil otherwise (nothing is fetched).
  public func cachedFile(at url: String) -> URL? {
    cache.file(url)
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
