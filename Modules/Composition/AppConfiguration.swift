import AdapterPorts
import CatalogStore
import Domain
import Foundation
import Localization
import Registration
import TerminalKit

/// Everything the global options and the environment decide, resolved once.
public struct AppConfiguration {
  public var language: Language
  public var dataDirectory: String
  public var colorAllowed: Bool
  public var json: Bool
  public var phoneRegion: PhoneRegion
  public var apiURL: URL
  public var timeoutSeconds: Int
  /// `--art`, when given (`MUSICLIB_ART` is read by `ArtworkPolicy`, after it).
  public var artOption: ArtworkMode? = nil
  /// How long to wait for another process's database lock (`MUSICLIB_BUSY_TIMEOUT_MS`).
  public var busyTimeoutMilliseconds: Int32
  /// The catalog's request budget (`MUSICLIB_RATE`, default 20 requests in 60 seconds).
  public var rate: RequestRate = .iTunes
  /// Whether a request over the budget waits for a slot (false under `--no-wait`).
  public var waitsForBudget = true
  /// How stored catalog answers are used: `--max-age`/`MUSICLIB_MAX_AGE`, `--offline`,
  /// `--refresh`.
  public var answerPolicy = AnswerStorePolicy()
  /// `--theme` (else `MUSICLIB_THEME`, else auto): the colours for a dark or light background.
  public var themeChoice = ThemeChoice.auto

  public static let defaultAPIURL = URL(string: "https://itunes.apple.com")!

  public var databasePath: String { dataDirectory + "/library.sqlite3" }

  public init(
    language: Language, dataDirectory: String, colorAllowed: Bool, json: Bool,
    phoneRegion: PhoneRegion, apiURL: URL, timeoutSeconds: Int, artOption: ArtworkMode? = nil,
    busyTimeoutMilliseconds: Int32, rate: RequestRate = .iTunes, waitsForBudget: Bool = true,
    answerPolicy: AnswerStorePolicy = AnswerStorePolicy()
  ) {
    self.language = language
    self.dataDirectory = dataDirectory
    self.colorAllowed = colorAllowed
    self.json = json
    self.phoneRegion = phoneRegion
    self.apiURL = apiURL
    self.timeoutSeconds = timeoutSeconds
    self.artOption = artOption
    self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
    self.rate = rate
    self.waitsForBudget = waitsForBudget
    self.answerPolicy = answerPolicy
  }
}
