import Domain
import Localization

/// The ports and settings the library screen needs; the app passes live ones, tests pass fakes.
public struct LibraryDependencies: Sendable {
  /// Who is signed in.
  public let currentUser: any CurrentUser
  /// Where the saved albums are kept.
  public let savedAlbums: any SavedAlbumStore
  /// "Now", against which the saved dates are told ("3 days ago").
  public let clock: any WallClock
  /// The language of every string, and the order of the albums.
  public let language: Language
  /// Collation keys in `language`, so the library's order is kept in the store; nil orders
  /// pair by pair.
  public var collator: (any TextCollator)?

  /// Collects the dependencies.
  public init(
    currentUser: any CurrentUser, savedAlbums: any SavedAlbumStore, clock: any WallClock,
    language: Language
  ) {
    self.currentUser = currentUser
    self.savedAlbums = savedAlbums
    self.clock = clock
    self.language = language
  }
}
