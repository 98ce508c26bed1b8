import Domain
import Localization

/// The ports and settings the media search needs; the app passes live ones, tests pass fakes.
public struct MediaSearchDependencies: Sendable {
  /// Who is signed in.
  public let currentUser: any CurrentUser
  /// Where items are searched.
  public let catalog: any MediaCatalog
  /// The user's saved filters.
  public let filters: any MediaFiltersStore
  /// Where each search that was answered is remembered, with its kind.
  public let history: any SearchHistoryStore
  /// When a search happened, for the history.
  public let clock: any WallClock
  /// The language of every string.
  public let language: Language
  /// Filters given for this run, replacing the saved ones.
  public let overrides: MediaSearchOverrides

  /// Collects the dependencies.
  public init(
    currentUser: any CurrentUser, catalog: any MediaCatalog, filters: any MediaFiltersStore,
    history: any SearchHistoryStore, clock: any WallClock, language: Language,
    overrides: MediaSearchOverrides = MediaSearchOverrides()
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.filters = filters
    self.history = history
    self.clock = clock
    self.language = language
    self.overrides = overrides
  }
}
