import AlbumDetail
import Authorization
import Domain
import Filters
import FullScreenPanes
import History
import Library
import MediaDetail
import MediaSearch
import Player
import Queue
import Registration
import Search
import TerminalComposition

// Opening something fills or focuses a pane; nothing is pushed.

extension PaneCoordinator: SearchRouting, AlbumDetailRouting, LibraryRouting, HistoryRouting,
  TrackSearchRouting, PlayerRouting, QueueRouting, AuthorizationRouting, ProfileRouting,
  MediaSearchRouting, MediaDetailRouting, FiltersRouting, RegistrationRouting
{
  func openAlbum(id: Int64) {
    let pane = AlbumPane(albumID: id, host: self, covers: screens.coverCells)
    let presenter = screens.album(id: id, view: pane, router: self)
    pane.presenter = presenter
    openDetail(pane) { await presenter.viewDidLoad() }
  }

  func openProfile() { show(.profile) }
  func openHistory() { show(.history) }
  func openLibrary() { show(.library) }

  func openTrackSearch(query: String) {
    let pane = TrackSearchPane(host: self)
    let presenter = screens.trackSearch(view: pane, router: self)
    pane.presenter = presenter
    openDetail(pane) {
      await presenter.viewDidLoad()
      await presenter.didSubmit(query: query)
    }
  }

  func openFilters() { show(.filters) }

  func openMediaSearch(query: String) { openMediaSearch(query: query, media: nil) }

  /// The media search for `query`, of `media` when given, else of the kind the filters name.
  private func openMediaSearch(query: String, media: MediaKind?) {
    let pane = MediaSearchPane(host: self)
    let presenter = screens.mediaSearch(view: pane, router: self)
    pane.presenter = presenter
    openDetail(pane) {
      await presenter.viewDidLoad()
      await presenter.didSubmit(query: query, media: media)
    }
  }

  func openMediaItem(id: Int64) {
    let pane = MediaDetailPane(host: self, covers: screens.coverCells)
    let presenter = screens.mediaItem(id: id, view: pane, router: self)
    pane.presenter = presenter
    openDetail(pane) { await presenter.viewDidLoad() }
  }

  func leaveMediaItem() { closeDetail() }
  func leaveFilters() { show(.search) }

  func didSignOut() { showSignIn(email: nil) }

  // Album page
  func backToResults() { closeDetail() }

  func openPlayer(albumID: Int64, trackNumber: Int, disc: Int?) {
    play(.album(id: albumID, track: trackNumber, disc: disc))
  }

  func albumDidNotOpen() {
    // The page stays, showing the presenter's failure; Esc closes it.
  }

  // Library
  func playAlbum(id: Int64) { play(.album(id: id, track: nil, disc: nil)) }
  func backToSearch() {
    if !details.isEmpty { closeDetail() } else { show(.search) }
  }

  // History
  func runSearch(query: String, kind: SearchKind) {
    switch kind {
    case .album:
      show(.search)
      (panes[.search] as? SearchPane)?.submit(query)
    case .track: openTrackSearch(query: query)
    case .music, .movie, .ebook: openMediaSearch(query: query, media: kind.media)
    }
  }

  // Track search
  func openPlayer(tracks: [TrackSummary], startingAt index: Int) {
    play(.tracks(tracks, startingAt: index))
  }

  // Player and queue: the bar is always there, the queue is a section.
  func leavePlayer() {}
  func openQueue() { show(.queue) }
  func openPlayer() {}
  func leaveQueue() { show(.search) }

  // Sign-in
  func didSignIn() {
    Task { await openMain() }
  }

  func openRegistration() { showSignUp() }

  // Sign-up: the sign-in form opens with the new e-mail filled in, saying the account exists.
  func didRegister(email: String) {
    showSignIn(email: email, note: (form as? RegistrationPane)?.model?.confirmation)
  }
  func openSignIn() { showSignIn(email: nil) }

  // Profile
  func openSearch() { show(.search) }
}
