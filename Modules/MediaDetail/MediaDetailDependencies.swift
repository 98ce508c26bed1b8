import Domain
import Localization

/// The ports and settings the item page needs; the app passes live ones, tests pass fakes.
public struct MediaDetailDependencies: Sendable {
  /// Who is signed in.
  public let currentUser: any CurrentUser
  /// Where the item and the artist's albums are looked up.
  public let catalog: any MediaCatalog & ArtistCatalog
  /// The user's filters, whose store country the lookups use.
  public let filters: any MediaFiltersStore
  /// The language of every string.
  public let language: Language

  /// Collects the dependencies.
  public init(
    currentUser: any CurrentUser, catalog: any MediaCatalog & ArtistCatalog,
    filters: any MediaFiltersStore,
    language: Language
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.filters = filters
    self.language = language
  }
}
