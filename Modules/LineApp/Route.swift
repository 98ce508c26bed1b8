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
  case mediaSearch(query: String)
  case mediaItem(id: Int64)
}
