import Domain
import Localization

/// The ports and settings the album screen needs; the app passes live ones, tests pass fakes.
public struct AlbumDetailDependencies: Sendable {
  /// Who is signed in.
  public let currentUser: any CurrentUser
  /// Where the album and the artist's other albums are looked up.
  public let catalog: any AlbumCatalog & ArtistCatalog
  /// The language of every string.
  public let language: Language
  /// The store country as two upper-case letters, e.g. `US` (the one the search used).
  public let country: String
  /// Where `save` keeps the album and `remove` takes it out.
  public let savedAlbums: any SavedAlbumStore
  /// "Now", the saved date of an album saved here.
  public let clock: any WallClock

  /// Collects the dependencies.
  public init(
    currentUser: any CurrentUser, catalog: any AlbumCatalog & ArtistCatalog,
    savedAlbums: any SavedAlbumStore,
    clock: any WallClock, language: Language, country: String = "US"
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.language = language
    self.country = country
    self.savedAlbums = savedAlbums
    self.clock = clock
  }
}
