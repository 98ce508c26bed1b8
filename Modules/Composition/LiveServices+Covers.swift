import CoverArtCache
import Foundation

extension LiveServices {
  /// The environment variable that sends cover requests to another host (fake-itunes in tests
  /// and demos), keeping each artwork URL's path.
  public static let artworkBaseURLVariable = "MUSICLIB_ARTWORK_BASE_URL"

  /// Where the covers of the run are kept: `<data-dir>/artwork-cache`.
  public static func coverCacheDirectory(_ configuration: AppConfiguration) -> URL {
    URL(fileURLWithPath: configuration.dataDirectory).appending(path: "artwork-cache")
  }

  /// The covers as JPEG bytes, whatever draws them: fetched through the run's transport and
  /// cached on disk (only the cached ones under `--offline`), from the host `environment`'s
  /// `artworkBaseURLVariable` names when it names one.
  public func covers(_ configuration: AppConfiguration, environment: [String: String])
    -> CachedCoverArtSource
  {
    CachedCoverArtSource(
      transport: transport, cacheDirectory: Self.coverCacheDirectory(configuration),
      baseURL: environment[Self.artworkBaseURLVariable].flatMap(URL.init(string:)),
      offline: configuration.answerPolicy.mode == .offline)
  }
}
