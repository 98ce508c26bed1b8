import AdapterPorts
import AlbumDetail
import Authorization
import Domain
import Filters
import History
import Library
import Localization
import MediaDetail
import MediaSearch
import PlaybackModel
import Player
import Registration
import Search

/// Builds every screen's presenter, for the interactive coordinator and the one-shot subcommands
/// alike, from the services, configuration and options of the run, given once.
///
/// The presenter holds its view and router weakly: whoever keeps the returned presenter must keep
/// the router alive for as long as the presenter can route (the coordinator is the router of
/// every interactive screen; a subcommand keeps its `OneShotRouter` in a `OneShotScreen`).
@MainActor public struct ScreenFactory {
  let services: LiveServices
  let configuration: AppConfiguration
  /// The run's playback, which every player screen attaches to.
  public let playback: any PlaybackSession
  let searchOptions: SearchOptions
  private let historyLimit: Int
  private let mediaOverrides: MediaSearchOverrides
  /// What the front end adds for its own views (its covers, its links), nil when it adds none.
  public let frontEnd: (any FrontEndParts)?
  /// Where the services' notices during the run go (the front end may redirect them).
  public let notices: ServiceNoticeRelay

  /// - Parameters:
  ///   - searchOptions: `--limit` and `--country` of the album and track searches, the album and
  ///     the player (the defaults in the interactive app).
  ///   - playback: the run's playback; the run shuts it down when it ends.
  ///   - historyLimit: how many history entries the history screen lists.
  ///   - mediaOverrides: the filters `search --media` was given, over the user's saved ones.
  ///   - frontEnd: what the front end adds for its own views, read back by it alone.
  ///   - notices: the relay the services' notices were opened with.
  public init(
    services: LiveServices, configuration: AppConfiguration, playback: any PlaybackSession,
    searchOptions: SearchOptions = SearchOptions(),
    historyLimit: Int = HistoryEntry.maximumPerUser,
    mediaOverrides: MediaSearchOverrides = MediaSearchOverrides(),
    frontEnd: (any FrontEndParts)? = nil, notices: ServiceNoticeRelay = ServiceNoticeRelay { _ in }
  ) {
    self.services = services
    self.configuration = configuration
    self.playback = playback
    self.searchOptions = searchOptions
    self.historyLimit = historyLimit
    self.mediaOverrides = mediaOverrides
    self.frontEnd = frontEnd
    self.notices = notices
  }

  /// The language every screen speaks.
  public var language: Language { configuration.language }
  /// The run's clock (`musiclib cache` says how old the oldest answer is).
  public var clock: any WallClock { services.clock }
  /// The catalog's request budget (`MUSICLIB_RATE`), which a wait for it names.
  public var requestRate: RequestRate { configuration.rate }

  /// Whether a session is open, so the interactive app may start at the search.
  public func isSignedIn() async throws -> Bool {
    try await services.session.currentUserID() != nil
  }

  /// The signed-in user, nil when nobody is; throws the stores' failure
  /// (`MusicLibraryError.storage`) when they cannot say.
  public func signedInUser() async throws -> User? {
    do {
      return try await services.currentUser.signedInUser()
    } catch MusicLibraryError.notSignedIn {
      return nil
    }
  }

  /// The catalog's governed transport, for `doctor`; nil where the catalog is a fake.
  public var catalogTransport: (any HTTPTransport)? { services.catalogTransport }

  /// The sign-in screen.
  public func signIn(view: any AuthorizationDisplaying, router: any AuthorizationRouting)
    -> any AuthorizationPresenting
  {
    AuthorizationModule.build(
      view: view, router: router, dependencies: services.authorizationDependencies(configuration))
  }

  /// The registration screen.
  public func signUp(view: any RegistrationDisplaying, router: any RegistrationRouting)
    -> any RegistrationPresenting
  {
    RegistrationModule.build(
      view: view, router: router, dependencies: services.registrationDependencies(configuration))
  }

  /// The profile screen (also signs out).
  public func profile(view: any ProfileDisplaying, router: any ProfileRouting)
    -> any ProfilePresenting
  {
    ProfileModule.build(
      view: view, router: router, dependencies: services.profileDependencies(configuration))
  }

  /// The album search screen (also suggests from the history).
  public func search(view: any SearchDisplaying, router: any SearchRouting) -> any SearchPresenting
  {
    SearchModule.build(
      view: view, router: router,
      dependencies: services.searchDependencies(configuration, options: searchOptions))
  }

  /// The track search screen.
  public func trackSearch(view: any TrackSearchDisplaying, router: any TrackSearchRouting)
    -> any TrackSearchPresenting
  {
    TrackSearchModule.build(
      view: view, router: router,
      dependencies: services.searchDependencies(configuration, options: searchOptions))
  }

  /// The album screen for album `id`.
  public func album(id: Int64, view: any AlbumDetailDisplaying, router: any AlbumDetailRouting)
    -> any AlbumDetailPresenting
  {
    AlbumDetailModule.build(
      albumID: id, view: view, router: router,
      dependencies: services.albumDetailDependencies(
        configuration, country: searchOptions.country))
  }

  /// The search history screen.
  public func history(view: any HistoryDisplaying, router: any HistoryRouting)
    -> any HistoryPresenting
  {
    HistoryModule.build(
      view: view, router: router,
      dependencies: services.historyDependencies(configuration, listLimit: historyLimit))
  }

  /// The library of saved albums.
  public func library(view: any LibraryDisplaying, router: any LibraryRouting)
    -> any LibraryPresenting
  {
    LibraryModule.build(
      view: view, router: router, dependencies: services.libraryDependencies(configuration))
  }

  /// The player screen, starting what `request` asks for on the run's playback.
  public func player(
    _ request: PlayerRequest, view: any PlayerDisplaying, router: any PlayerRouting
  ) -> any PlayerPresenting {
    PlayerModule.build(
      request: request, view: view, router: router,
      dependencies: services.playerDependencies(
        configuration, playback: playback, country: searchOptions.country))
  }

  /// The media search filters screen.
  public func filters(view: any FiltersDisplaying, router: any FiltersRouting)
    -> any FiltersPresenting
  {
    FiltersModule.build(
      view: view, router: router, dependencies: services.filtersDependencies(configuration))
  }

  /// The media search screen (songs, movies, e-books with the user's filters).
  public func mediaSearch(view: any MediaSearchDisplaying, router: any MediaSearchRouting)
    -> any MediaSearchPresenting
  {
    MediaSearchModule.build(
      view: view, router: router,
      dependencies: services.mediaSearchDependencies(configuration, overrides: mediaOverrides))
  }

  /// The page of the song, movie or e-book with catalog id `id`.
  public func mediaItem(id: Int64, view: any MediaDetailDisplaying, router: any MediaDetailRouting)
    -> any MediaDetailPresenting
  {
    MediaDetailModule.build(
      id: id, view: view, router: router,
      dependencies: services.mediaDetailDependencies(configuration))
  }
}
