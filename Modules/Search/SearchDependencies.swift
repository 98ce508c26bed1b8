import Domain
import Localization

/// The ports and settings the search screen needs; the app passes live ones, tests pass fakes.
public struct SearchDependencies: Sendable {
  /// Who is signed in.
  public let currentUser: any CurrentUser
  /// Where albums (the search screen) and songs (the track search screen) are searched.
  public let catalog: any AlbumCatalog & TrackCatalog
  /// The signed-in user's search history.
  public let history: any SearchHistoryStore
  /// When a search happened, for the history.
  public let clock: any WallClock
  /// The language of every string and the collation of the results.
  public let language: Language
  /// How many albums to ask for, and from which store country.
  public let options: SearchOptions
  /// Sort keys in the language's collation for ordering the results; nil compares pair by pair.
  public var collator: (any TextCollator)? = nil

  /// Collects the dependencies.
  public init(
    currentUser: any CurrentUser, catalog: any AlbumCatalog & TrackCatalog,
    history: any SearchHistoryStore, clock: any WallClock, language: Language,
    options: SearchOptions = SearchOptions()
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.history = history
    self.clock = clock
    self.language = language
    self.options = options
  }
}
