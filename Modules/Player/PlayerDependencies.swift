import Domain
import Localization

/// The ports and settings the player screen needs; the app passes live ones, tests pass fakes.
public struct PlayerDependencies: Sendable {
  /// Where users are read from.
  public let users: any UserStore
  /// Who is signed in.
  public let session: any SessionStore
  /// Where the album is looked up.
  public let catalog: any MusicCatalog
  /// What plays the previews.
  public let player: any PreviewPlayer
  /// The language of every string.
  public let language: Language
  /// The store country as two upper-case letters, e.g. `US`.
  public let country: String

  /// Collects the dependencies.
  public init(
    users: any UserStore, session: any SessionStore, catalog: any MusicCatalog,
    player: any PreviewPlayer, language: Language, country: String = "US"
  ) {
    self.users = users
    self.session = session
    self.catalog = catalog
    self.player = player
    self.language = language
    self.country = country
  }
}
