import Domain
import Localization

/// The ports and settings the filters screen needs; the app passes live ones, tests pass fakes.
public struct FiltersDependencies: Sendable {
  /// Who is signed in.
  public let currentUser: any CurrentUser
  /// Where each user's filters are kept.
  public let filters: any MediaFiltersStore
  /// The language of every string.
  public let language: Language

  /// Collects the dependencies.
  public init(currentUser: any CurrentUser, filters: any MediaFiltersStore, language: Language) {
    self.currentUser = currentUser
    self.filters = filters
    self.language = language
  }
}
