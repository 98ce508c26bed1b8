import AlbumDetail
import Authorization
import Domain
import Filters
import History
import Library
import MediaDetail
import MediaSearch
import Player
import Registration
import Search

/// Records where a one-shot subcommand's screens wanted to go.
///
/// Presenters hold their router weakly: the `SubcommandRunner` keeps one for its whole run and
/// gives it to every screen it builds, so no routing is dropped.
@MainActor
final class OneShotRouter: AuthorizationRouting, RegistrationRouting, ProfileRouting,
  SearchRouting, AlbumDetailRouting, HistoryRouting, TrackSearchRouting, PlayerRouting,
  LibraryRouting, FiltersRouting, MediaSearchRouting, MediaDetailRouting
{
  enum Event: Equatable {
    case signedIn
    case registered(email: String)
    case signedOut
    case other
  }

  private(set) var events: [Event] = []

  func didSignIn() { events.append(.signedIn) }
  func openRegistration() { events.append(.other) }
  func didRegister(email: String) { events.append(.registered(email: email)) }
  func openSignIn() { events.append(.other) }
  func didSignOut() { events.append(.signedOut) }
  func openSearch() { events.append(.other) }
  func openAlbum(id: Int64) { events.append(.other) }
  func openProfile() { events.append(.other) }
  func openHistory() { events.append(.other) }
  func runSearch(query: String, kind: SearchKind) { events.append(.other) }
  func backToSearch() { events.append(.other) }
  func backToResults() { events.append(.other) }
  func openPlayer(albumID: Int64, trackNumber: Int, disc: Int?) { events.append(.other) }
  func leavePlayer() { events.append(.other) }
  /// A one-shot player has no queue screen to go to: it plays on.
  func openQueue() {}
  func openPlayer(tracks: [TrackSummary], startingAt index: Int) { events.append(.other) }
  func openTrackSearch(query: String) { events.append(.other) }
  func openLibrary() { events.append(.other) }
  func playAlbum(id: Int64) { events.append(.other) }
  func openFilters() { events.append(.other) }
  func leaveFilters() { events.append(.other) }
  func openMediaSearch(query: String) { events.append(.other) }
  func openMediaItem(id: Int64) { events.append(.other) }
  func leaveMediaItem() { events.append(.other) }
}
