import Domain
import Player

/// A screen of the interactive app and what it shows; only identifiers travel between screens
/// (and the track search's tracks, which the player queues as they were found).
enum Route: Hashable, Sendable {
  case signIn(email: String?)
  case signUp
  case search
  case album(id: Int64)
  case profile
  case history
  case player(PlayerRequest)
  case queue
  case trackSearch(query: String)
  case library
  case filters
  /// The media search for `query`, of `media` when given, else of the kind the filters name.
  case mediaSearch(query: String, media: MediaKind? = nil)
  case mediaItem(id: Int64)
}
