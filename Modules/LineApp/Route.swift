/// A screen of the interactive app and what it shows; only identifiers travel between screens.
enum Route: Hashable, Sendable {
  case signIn(email: String?)
  case signUp
  case search
  case album(id: Int64)
  case profile
  case history
  case player(albumID: Int64, trackNumber: Int, disc: Int?)
  case trackSearch(query: String)
  case library
  case filters
  case mediaSearch(query: String)
  case mediaItem(id: Int64)
}
