import Domain
import Localization
import PlaybackModel

/// The ports and settings the player screen needs; the app passes live ones, tests pass fakes.
public struct PlayerDependencies: Sendable {
  /// Who is signed in.
  public let currentUser: any CurrentUser
  /// Where the album is looked up.
  public let catalog: any AlbumCatalog
  /// The run's playback, which the screen attaches to and leaves playing.
  public let playback: any PlaybackSession
  /// The language of every string.
  public let language: Language
  /// The store country as two upper-case letters, e.g. `US`.
  public let country: String

  /// Collects the dependencies.
  public init(
    currentUser: any CurrentUser, catalog: any AlbumCatalog,
    playback: any PlaybackSession, language: Language, country: String = "US"
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.playback = playback
    self.language = language
    self.country = country
  }
}
