import AdapterPorts
import CatalogStore
import Domain
import Foundation
import Localization
import Registration

/// Everything the global options and the environment decide, resolved once.
public struct AppConfiguration {
  public var language: Language
  public var dataDirectory: String
  /// Where the disposable answer cache lives (`MUSICLIB_CACHE_DIR`, else beside a data
  /// directory given explicitly, else `$XDG_CACHE_HOME/musiclib`, else `~/.cache/musiclib`).
  public var cacheDirectory: String
  /// Where the request budget every process of the user shares lives (`MUSICLIB_RUNTIME_DIR`,
  /// else `$XDG_RUNTIME_DIR/musiclib`, else the user's cache directory, whatever the data).
  public var budgetDirectory: String
  public var colorAllowed: Bool
  public var json: Bool
  public var phoneRegion: PhoneRegion
  public var apiURL: URL
  public var timeoutSeconds: Int
  /// How long to wait for another process's database lock (`MUSICLIB_BUSY_TIMEOUT_MS`).
  public var busyTimeoutMilliseconds: Int32
  /// The catalog's request budget (`MUSICLIB_RATE`, default 20 requests in 60 seconds).
  public var rate: RequestRate = .iTunes
  /// Whether a request over the budget waits for a slot (false under `--no-wait`).
  public var waitsForBudget = true
  /// How stored catalog answers are used: `--max-age`/`MUSICLIB_MAX_AGE`, `--offline`,
  /// `--refresh`.
  public var answerPolicy = AnswerStorePolicy()
  /// Whether an interactive run publishes its player to the desktop (MPRIS); false under
  /// `--no-mpris` or `MUSICLIB_MPRIS=0`.
  public var desktopMediaControls = true

  public static let defaultAPIURL = URL(string: "https://itunes.apple.com")!

  public var databasePath: String { dataDirectory + "/library.sqlite3" }

  /// The request budget's file.
  public var budgetPath: String { budgetDirectory + "/request-budget.sqlite3" }

  /// The answer cache of the catalog at `apiURL`: one file per catalog server (scheme, host and
  /// port), named by a hash of it, so answers from one catalog are never served for another and
  /// no address (nor a password in it) becomes a file name.
  public var answerCachePath: String {
    cacheDirectory + "/answers-" + Self.fingerprint(catalogServer) + ".sqlite3"
  }

  /// The databases musiclib keeps besides the library: the request budget, this catalog's
  /// answer cache and every other catalog's answer cache in the cache directory.
  public func otherDatabasePaths() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory)) ?? []
    let caches = names.filter { $0.hasPrefix("answers-") && $0.hasSuffix(".sqlite3") }
    return [budgetPath, answerCachePath] + caches.map { cacheDirectory + "/" + $0 }
  }

  /// `scheme://host:port` of `apiURL`, in lower case, the port written even when it is the
  /// scheme's default; the path, user and password are not part of it.
  var catalogServer: String {
    let scheme = (apiURL.scheme ?? "").lowercased()
    let port = apiURL.port ?? (scheme == "http" ? 80 : 443)
    return "\(scheme)://\((apiURL.host ?? "").lowercased()):\(port)"
  }

  /// 16 hexadecimal digits of the 64-bit FNV-1a hash of `text`'s UTF-8: the same on every run.
  static func fingerprint(_ text: String) -> String {
    let hash = text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) {
      ($0 ^ UInt64($1)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  public init(
    language: Language, dataDirectory: String, cacheDirectory: String? = nil,
    budgetDirectory: String? = nil, colorAllowed: Bool, json: Bool,
    phoneRegion: PhoneRegion, apiURL: URL, timeoutSeconds: Int,
    busyTimeoutMilliseconds: Int32, rate: RequestRate = .iTunes, waitsForBudget: Bool = true,
    answerPolicy: AnswerStorePolicy = AnswerStorePolicy()
  ) {
    self.language = language
    self.dataDirectory = dataDirectory
    self.cacheDirectory = cacheDirectory ?? dataDirectory + "/cache"
    self.budgetDirectory = budgetDirectory ?? self.cacheDirectory
    self.colorAllowed = colorAllowed
    self.json = json
    self.phoneRegion = phoneRegion
    self.apiURL = apiURL
    self.timeoutSeconds = timeoutSeconds
    self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
    self.rate = rate
    self.waitsForBudget = waitsForBudget
    self.answerPolicy = answerPolicy
  }
}
