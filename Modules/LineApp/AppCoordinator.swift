import AlbumDetail
import AppCommands
import Authorization
import Composition
import Domain
import Filters
import History
import Library
import LineAccountScreens
import LinePlayer
import LineScreens
import Localization
import MediaDetail
import MediaSearch
import Player
import Queue
import Registration
import Search
import TerminalComposition
import TerminalKit
import TextRenderers

/// Runs the interactive app: shows the screen on top of its route stack, built by the screen
/// factory, and implements every router by turning intents into moves on the stack.
///
/// Ownership: the coordinator is the router of every screen and outlives them all; it holds the
/// showing screen's presenter (and the kept album search and track search screens) for as long
/// as the screen can route; each text view holds its presenter only while it runs.
@MainActor final class AppCoordinator {
  private let console: any Console
  private let screens: ScreenFactory
  private let keyboard: KeyboardTerminal?
  private let liveStatus: Bool
  private var stack = RouteStack(.signIn(email: nil))
  /// The move the showing screen asked for; the screen stops reading input once there is one.
  private var pending: RouteStack.Move?
  /// The search screens, kept while their route is on the stack, so "back" shows the same
  /// results.
  private var kept: [Route: KeptScreen] = [:]
  /// Every screen shown in this run, in order.
  private(set) var shown: [Route] = []
  /// Where a request in flight is cancelled from (Ctrl-C, Esc); piped input has none.
  private var waiting: CancellableWait { CancellableWait(keyboard: keyboard) }
  /// Set when a screen failed to open: the screen returned to shows no results again (they are
  /// still on screen above the failure) but says what to do next.
  private var returnNote: NavigationPhrase?

  /// - Parameters:
  ///   - screens: builds each screen from the services of the run.
  ///   - keyboard: where prompts read keys (the search's suggestions, line editing) and a
  ///     request in flight is cancelled from; nil reads lines.
  ///   - liveStatus: the player reads single keys and redraws its status line in place.
  init(
    console: any Console, screens: ScreenFactory, keyboard: KeyboardTerminal? = nil,
    liveStatus: Bool = false
  ) {
    self.console = console
    self.screens = screens
    self.keyboard = keyboard
    self.liveStatus = liveStatus
  }

  /// Runs screens until the user quits or input ends.
  ///
  /// A person at a terminal who is still signed in goes straight to the search. Piped input was
  /// written before the run, without seeing whether a session is open, so it always starts at
  /// the sign-in screen: its e-mail and password sign in (again), or an empty line goes on as
  /// the signed-in user. A line meant for sign-in can then never become a search.
  func run() async throws -> ExitCode {
    let signedIn = try await screens.isSignedIn()
    stack = RouteStack(signedIn && console.isInteractive ? .search : .signIn(email: nil))
    var query: String?
    while true {
      pending = nil
      guard await show(stack.top, query: query), let move = pending else { return .success }
      stack.apply(move)
      // Signing out (or in as someone else) ends what the last person was playing.
      if case .reset(.signIn) = move { await screens.playback.clear() }
      kept = kept.filter { stack.routes.contains($0.key) }
      if case .popToSearch(let next) = move { query = next } else { query = nil }
    }
  }

  /// The note of a failed screen, once, for the screen shown after it; nil when there is none.
  private func takeReturnNote() -> String? {
    defer { returnNote = nil }
    return returnNote.map { Localizer(language: screens.language)($0) }
  }

  /// Shows one screen until it routes away (true) or the user quits / input ends (false);
  /// a search screen then runs `query` first.
  private func show(_ route: Route, query: String?) async -> Bool {
    let isDone = { [unowned self] in self.pending != nil }
    let isFirst = shown.isEmpty
    shown.append(route)
    let note = takeReturnNote()
    switch route {
    case .signIn(let email):
      let view = AuthorizationTextView(console: console)
      view.language = screens.language
      let presenter = screens.signIn(view: view, router: self)
      presenter.viewDidLoad(email: email)
      // Only the run's first screen names an open session.
      if isFirst { await presenter.loadOpenSession() }
      return await view.run(presenter: presenter, isDone: isDone)
    case .signUp:
      let view = RegistrationTextView(console: console, keyboard: keyboard)
      view.language = screens.language
      let presenter = screens.signUp(view: view, router: self)
      presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    case .search:
      let (view, presenter) = await searchScreenShown(redisplay: query == nil && note == nil)
      if let note { console.write(console.style.hint(note)) }
      if let query { await waiting.run { await presenter.didSubmit(query: query) } }
      return await view.run(presenter: presenter, isDone: isDone)
    case .history:
      return await present(HistoryTextView(console: console)) {
        screens.history(view: $0, router: self)
      } load: {
        await $0.viewDidLoad()
      }
    case .album(let id):
      return await present(AlbumDetailTextView(console: console, artwork: screens.artwork)) {
        screens.album(id: id, view: $0, router: self)
      } load: {
        await $0.viewDidLoad()
      }
    case .profile:
      return await present(ProfileTextView(console: console)) {
        screens.profile(view: $0, router: self)
      } load: {
        await $0.viewDidLoad()
      }
    case .player(let request):
      // Shown again (back from the queue), the player shows what plays instead of starting over.
      stack.replaceTop(with: .player(.nowPlaying))
      let view = PlayerTextView(console: console, liveStatus: liveStatus, artwork: screens.artwork)
      return await present(view) {
        screens.player(request, view: $0, router: self)
      } load: {
        await $0.viewDidLoad()
      }
    case .queue:
      return await present(QueueTextView(console: console)) {
        screens.queue(view: $0, router: self)
      } load: {
        await $0.viewDidLoad()
      }
    case .trackSearch(let query):
      let (view, presenter) = await trackSearchScreenShown(query: query)
      return await view.run(presenter: presenter, isDone: isDone)
    case .library:
      let view = LibraryTextView(console: console)
      return await present(view) {
        screens.library(view: $0, router: self)
      } load: {
        await view.load($0)
      }
    case .mediaSearch(let query, let media):
      let (view, presenter) = await mediaSearchScreenShown(query: query, media: media)
      return await view.run(presenter: presenter, isDone: isDone)
    case .mediaItem(let id):
      let view = MediaDetailTextView(
        console: console, artwork: screens.artwork, hyperlinks: screens.hyperlinks)
      return await present(view) {
        screens.mediaItem(id: id, view: $0, router: self)
      } load: {
        await $0.viewDidLoad()
      }
    case .filters:
      return await present(FiltersTextView(console: console)) {
        screens.filters(view: $0, router: self)
      } load: {
        await $0.viewDidLoad()
      }
    }
  }
}

extension AppCoordinator {
  /// Shows a screen that loads once and then reads until it routes: in the run's language, with
  /// the presenter `build` makes for it, loaded by `load`.
  private func present<View: LineScreen>(
    _ view: View, build: (View) -> View.Presenter,
    load: @escaping (View.Presenter) async -> Void
  ) async -> Bool {
    view.language = screens.language
    view.shortcuts = self
    let presenter = build(view)
    await waiting.run { await load(presenter) }
    return await view.run(presenter: presenter) { [unowned self] in self.pending != nil }
  }

  /// The search screen, built once per sign-in; shown again with its last results.
  private func searchScreenShown(redisplay: Bool) async -> (SearchTextView, any SearchPresenting) {
    if case .search(let view, let presenter)? = kept[.search] {
      if redisplay { view.redisplay() }
      return (view, presenter)
    }
    let view = SearchTextView(console: console, artwork: screens.artwork, keyboard: keyboard)
    view.language = screens.language
    view.shortcuts = self
    let presenter = screens.search(view: view, router: self)
    kept[.search] = .search(view, presenter)
    await waiting.run { await presenter.viewDidLoad() }
    return (view, presenter)
  }

  /// The track search screen: shown again with its last tracks on the way back from the player,
  /// otherwise built anew and searching `query`.
  private func trackSearchScreenShown(query: String) async
    -> (TrackSearchTextView, any TrackSearchPresenting)
  {
    if case .trackSearch(let view, let presenter)? = kept[.trackSearch(query: query)] {
      view.redisplay()
      return (view, presenter)
    }
    let view = TrackSearchTextView(console: console, keyboard: keyboard)
    view.language = screens.language
    view.shortcuts = self
    let presenter = screens.trackSearch(view: view, router: self)
    kept[.trackSearch(query: query)] = .trackSearch(view, presenter)
    await waiting.run {
      await presenter.viewDidLoad()
      await presenter.didSubmit(query: query)
    }
    return (view, presenter)
  }
}

extension AppCoordinator {
  /// The media search screen: shown again with its last items on the way back, otherwise
  /// built anew and searching `query` with the user's filters (for `media` when given).
  private func mediaSearchScreenShown(query: String, media: MediaKind?) async
    -> (MediaSearchTextView, any MediaSearchPresenting)
  {
    let route = Route.mediaSearch(query: query, media: media)
    if case .mediaSearch(let view, let presenter)? = kept[route] {
      await view.refresh(presenter: presenter)
      return (view, presenter)
    }
    let view = MediaSearchTextView(
      console: console, artwork: screens.artwork, keyboard: keyboard)
    view.language = screens.language
    view.shortcuts = self
    let presenter = screens.mediaSearch(view: view, router: self)
    kept[route] = .mediaSearch(view, presenter)
    await waiting.run {
      await presenter.viewDidLoad()
      await presenter.didSubmit(query: query, media: media)
    }
    return (view, presenter)
  }
}

/// A screen the coordinator keeps while its route is on the stack.
private enum KeptScreen {
  case search(SearchTextView, any SearchPresenting)
  case trackSearch(TrackSearchTextView, any TrackSearchPresenting)
  case mediaSearch(MediaSearchTextView, any MediaSearchPresenting)
}

// MARK: - AuthorizationRouting
extension AppCoordinator: AuthorizationRouting {
  func didSignIn() { pending = .reset(.search) }
  func openRegistration() { pending = .push(.signUp) }
}

// MARK: - RegistrationRouting
extension AppCoordinator: RegistrationRouting {
  func didRegister(email: String) { pending = .reset(.signIn(email: email)) }
  func openSignIn() { pending = .reset(.signIn(email: nil)) }
}

// MARK: - SearchRouting, AlbumDetailRouting, ProfileRouting, TrackSearchRouting
extension AppCoordinator: SearchRouting, AlbumDetailRouting, ProfileRouting, TrackSearchRouting {
  func openAlbum(id: Int64) { pending = .push(.album(id: id)) }
  func openProfile() { pending = .push(.profile) }
  func didSignOut() { pending = .reset(.signIn(email: nil)) }
  /// Back from an album: to the library, item page or album it was opened from, else to the
  /// search results.
  func backToResults() {
    switch stack.routes.dropLast().last {
    case .library?, .mediaItem?, .album?: pending = .pop
    default: pending = .popToSearch(query: nil)
    }
  }
  func openSearch() { pending = .popToSearch(query: nil) }
  func openHistory() { pending = .push(.history) }
  func openLibrary() { pending = .push(.library) }
  func openTrackSearch(query: String) { pending = .push(.trackSearch(query: query)) }
  func openFilters() { pending = .push(.filters) }
  func openMediaSearch(query: String) { pending = .push(.mediaSearch(query: query)) }
  func openPlayer(albumID: Int64, trackNumber: Int, disc: Int?) {
    pending = .push(.player(.album(id: albumID, track: trackNumber, disc: disc)))
  }
  func openPlayer(tracks: [TrackSummary], startingAt index: Int) {
    pending = .push(.player(.tracks(tracks, startingAt: index)))
  }
  /// A failed album goes back to where it was chosen; the search's results are not printed
  /// again (they are above the failure) and the next step is said instead.
  func albumDidNotOpen() {
    backToResults()
    if pending == .popToSearch(query: nil) { returnNote = .albumNotOpened }
  }
}

// MARK: - MediaSearchRouting, FiltersRouting, MediaDetailRouting
extension AppCoordinator: MediaSearchRouting, FiltersRouting, MediaDetailRouting {
  func openMediaItem(id: Int64) { pending = .push(.mediaItem(id: id)) }
  func leaveFilters() { pending = .pop }
  func leaveMediaItem() { pending = .pop }
}

// MARK: - HistoryRouting
extension AppCoordinator: HistoryRouting {
  func runSearch(query: String, kind: SearchKind) {
    switch kind {
    case .album: pending = .popToSearch(query: query)
    case .track: pending = .push(.trackSearch(query: query))
    case .music, .movie, .ebook: pending = .push(.mediaSearch(query: query, media: kind.media))
    }
  }
  func backToSearch() { pending = .popToSearch(query: nil) }
}

// MARK: - LibraryRouting (openAlbum and backToSearch are above)
extension AppCoordinator: LibraryRouting {
  func playAlbum(id: Int64) { pending = .push(.player(.album(id: id, track: nil, disc: nil))) }
}

// MARK: - PlayerRouting
extension AppCoordinator: PlayerRouting {
  func leavePlayer() { pending = .pop }
  func openQueue() { pending = .push(.queue) }
}

// MARK: - QueueRouting
extension AppCoordinator: QueueRouting {
  func openPlayer() { showPlayer() }
  func leaveQueue() { pending = .pop }
}

// MARK: - PlaybackShortcuts
extension AppCoordinator: PlaybackShortcuts {
  func perform(_ command: AppCommand) async -> Bool {
    switch command {
    case .player: showPlayer()
    case .queue: pending = .push(.queue)
    case .stop: await screens.playback.stop()
    case .library: return open(.library)
    case .history: return open(.history)
    case .filters: return open(.filters)
    case .profile: return open(.profile)
    default: return false
    }
    return true
  }

  /// Shows `route` over the showing screen; false on that screen itself, which reads the word
  /// as its own.
  private func open(_ route: Route) -> Bool {
    guard stack.top != route else { return false }
    pending = .push(route)
    return true
  }

  func nowPlayingLine() async -> String? {
    let snapshot = await screens.playback.snapshot()
    return NowPlayingText.line(snapshot, layout: console.layout).map {
      console.style.hint($0)
    }
  }

  /// The player of what plays: the one under the showing screen when there is one (the queue
  /// opened from it), else a new one.
  private func showPlayer() {
    let routes = stack.routes
    if routes.count > 1, case .player = routes[routes.count - 2] {
      pending = .pop
    } else {
      pending = .push(.player(.nowPlaying))
    }
  }
}
