import Domain
import Localization

/// The ports and settings the history screen needs; the app passes live ones, tests pass fakes.
public struct HistoryDependencies: Sendable {
  /// Who is signed in.
  public let currentUser: any CurrentUser
  /// Where the search history is kept.
  public let history: any SearchHistoryStore
  /// "Now", against which the times of the entries are told ("5 minutes ago").
  public let clock: any WallClock
  /// The language of every string.
  public let language: Language
  /// How many entries the screen lists, newest first (at most `HistoryEntry.maximumPerUser`).
  public let listLimit: Int

  /// Collects the dependencies.
  public init(
    currentUser: any CurrentUser, history: any SearchHistoryStore,
    clock: any WallClock, language: Language, listLimit: Int = HistoryEntry.maximumPerUser
  ) {
    self.currentUser = currentUser
    self.history = history
    self.clock = clock
    self.language = language
    self.listLimit = listLimit
  }
}
