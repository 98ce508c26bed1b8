import AlbumDetail
import Authorization
import Domain
import Foundation
import History
import Player
import Registration
import Search
import TextUI

/// Runs the interactive app: builds each screen's module, and implements every router by
/// turning intents into the next route. Only identifiers travel between screens.
@MainActor final class AppCoordinator {
  enum Route: Equatable {
    case signIn(email: String?)
    case signUp
    case search
    case album(id: Int64)
    case profile
    case history
    case player(albumID: Int64, trackNumber: Int, disc: Int?)
    case trackSearch(query: String)
  }

  private let console: any Console
  private let services: LiveServices
  private let configuration: AppConfiguration
  private let player: any PreviewPlayer
  private var pending: Route?
  /// The search screen outlives album and profile visits, so "back" shows the same results.
  private var searchScreen: (view: SearchTextView, presenter: any SearchPresenting)?
  /// A query chosen on the history screen, run when the search screen shows next.
  private var queuedQuery: String?
  /// The track search screen outlives player visits, so "back" shows the same tracks.
  private var trackSearchScreen: (view: TrackSearchTextView, presenter: any TrackSearchPresenting)?
  /// The screen being shown, and the one the player returns to.
  private var current: Route?
  private var playerOrigin: Route?
  /// Whether the screen about to show is the run's first (only that one names an open session).
  private var startsRun = false

  init(
    console: any Console, services: LiveServices, configuration: AppConfiguration,
    player: any PreviewPlayer
  ) {
    self.console = console
    self.services = services
    self.configuration = configuration
    self.player = player
  }

  /// Runs screens until the user quits or input ends.
  ///
  /// A person at a terminal who is still signed in goes straight to the search. Piped input was
  /// written before the run, without seeing whether a session is open, so it always starts at
  /// the sign-in screen: its e-mail and password sign in (again), or an empty line goes on as
  /// the signed-in user. A line meant for sign-in can then never become a search.
  func run() async throws -> ExitCode {
    let signedIn = try await services.session.currentUserID() != nil
    var route: Route = signedIn && console.isInteractive ? .search : .signIn(email: nil)
    startsRun = true
    while true {
      pending = nil
      guard await show(route), let next = pending else { return .success }
      route = next
    }
  }

  /// Shows one screen until it routes away (true) or the user quits / input ends (false).
  private func show(_ route: Route) async -> Bool {
    let isDone = { [unowned self] in self.pending != nil }
    let isFirst = startsRun
    startsRun = false
    current = route
    switch route {
    case .signIn(let email):
      searchScreen = nil
      let view = AuthorizationTextView(console: console)
      let presenter = AuthorizationModule.build(
        view: view, router: self,
        dependencies: services.authorizationDependencies(configuration))
      presenter.viewDidLoad(email: email)
      if isFirst { await presenter.loadOpenSession() }
      return await view.run(presenter: presenter, isDone: isDone)
    case .signUp:
      let view = RegistrationTextView(console: console)
      let presenter = RegistrationModule.build(
        view: view, router: self,
        dependencies: services.registrationDependencies(configuration))
      presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    case .search:
      trackSearchScreen = nil
      let (view, presenter) = await searchScreenShown()
      if let query = queuedQuery {
        queuedQuery = nil
        await presenter.didSubmit(query: query)
      }
      return await view.run(presenter: presenter, isDone: isDone)
    case .history:
      let view = HistoryTextView(console: console)
      let presenter = HistoryModule.build(
        view: view, router: self,
        dependencies: services.historyDependencies(configuration))
      await presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    case .album(let id):
      let view = AlbumDetailTextView(console: console, artwork: services.artwork?.drawer)
      let presenter = AlbumDetailModule.build(
        albumID: id, view: view, router: self,
        dependencies: services.albumDetailDependencies(
          configuration, country: SearchOptions().country))
      await presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    case .profile:
      let view = ProfileTextView(console: console)
      let presenter = ProfileModule.build(
        view: view, router: self,
        dependencies: services.profileDependencies(configuration))
      await presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    case .player(let albumID, let trackNumber, let disc):
      let view = PlayerTextView(
        console: console, liveStatus: console.isInteractive && isatty(STDOUT_FILENO) == 1)
      let presenter = PlayerModule.build(
        albumID: albumID, trackNumber: trackNumber, disc: disc, view: view, router: self,
        dependencies: services.playerDependencies(
          configuration, player: player, country: SearchOptions().country))
      await presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    case .trackSearch(let query):
      let (view, presenter) = await trackSearchScreenShown(query: query)
      return await view.run(presenter: presenter, isDone: isDone)
    }
  }
}

extension AppCoordinator {
  /// The search screen, built once per sign-in; shown again with its last results.
  private func searchScreenShown() async -> (SearchTextView, any SearchPresenting) {
    if let (view, presenter) = searchScreen {
      if queuedQuery == nil { view.redisplay() }
      return (view, presenter)
    }
    let view = SearchTextView(
      console: console, artwork: services.artwork?.drawer, keyboard: .standardStreams)
    let presenter = SearchModule.build(
      view: view, router: self,
      dependencies: services.searchDependencies(configuration, options: SearchOptions()))
    searchScreen = (view, presenter)
    await presenter.viewDidLoad()
    return (view, presenter)
  }

  /// The track search screen: shown again with its last tracks on the way back from the player,
  /// otherwise built anew and searching `query`.
  private func trackSearchScreenShown(query: String) async
    -> (TrackSearchTextView, any TrackSearchPresenting)
  {
    if let (view, presenter) = trackSearchScreen {
      view.redisplay()
      return (view, presenter)
    }
    let view = TrackSearchTextView(console: console)
    let presenter = TrackSearchModule.build(
      view: view, router: self,
      dependencies: services.searchDependencies(configuration, options: SearchOptions()))
    trackSearchScreen = (view, presenter)
    await presenter.viewDidLoad()
    await presenter.didSubmit(query: query)
    return (view, presenter)
  }
}

// MARK: - AuthorizationRouting
extension AppCoordinator: AuthorizationRouting {
  func didSignIn() { pending = .search }
  func openRegistration() { pending = .signUp }
}

// MARK: - RegistrationRouting
extension AppCoordinator: RegistrationRouting {
  func didRegister(email: String) { pending = .signIn(email: email) }
  func openSignIn() { pending = .signIn(email: nil) }
}

// MARK: - SearchRouting, AlbumDetailRouting, ProfileRouting, TrackSearchRouting
extension AppCoordinator: SearchRouting, AlbumDetailRouting, ProfileRouting, TrackSearchRouting {
  func openAlbum(id: Int64) { pending = .album(id: id) }
  func openProfile() { pending = .profile }
  func didSignOut() { pending = .signIn(email: nil) }
  func backToResults() { pending = .search }
  func openSearch() { pending = .search }
  func openHistory() { pending = .history }
  func openTrackSearch(query: String) { pending = .trackSearch(query: query) }
  func openPlayer(albumID: Int64, trackNumber: Int, disc: Int?) {
    playerOrigin = current
    pending = .player(albumID: albumID, trackNumber: trackNumber, disc: disc)
  }
}

// MARK: - HistoryRouting
extension AppCoordinator: HistoryRouting {
  func runSearch(query: String) {
    queuedQuery = query
    pending = .search
  }

  func backToSearch() { pending = .search }
}

// MARK: - PlayerRouting
extension AppCoordinator: PlayerRouting {
  func leavePlayer(albumID: Int64) { pending = playerOrigin ?? .album(id: albumID) }
}
