import Domain
import Localization
import PlaybackModel

/// The ports and settings the queue screen needs; the app passes live ones, tests pass fakes.
public struct QueueDependencies: Sendable {
  /// Who is signed in.
  public let currentUser: any CurrentUser
  /// Where the albums added to the queue are looked up.
  public let catalog: any AlbumCatalog
  /// The run's playback, whose queue the screen shows and changes.
  public let session: any PlaybackSession
  /// The language of every string.
  public let language: Language
  /// The store country as two upper-case letters, e.g. `US`.
  public let country: String

  /// Collects the dependencies.
  public init(
    currentUser: any CurrentUser, catalog: any AlbumCatalog, session: any PlaybackSession,
    language: Language, country: String = "US"
  ) {
    self.currentUser = currentUser
    self.catalog = catalog
    self.session = session
    self.language = language
    self.country = country
  }
}
