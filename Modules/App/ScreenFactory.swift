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
import Player
import Registration
import Search
import TextUI

/// Builds every screen's presenter, for the interactive coordinator and the one-shot subcommands
/// alike, from the services, configuration and options of the run, given once.
///
/// The presenter holds its view and router weakly: whoever keeps the returned presenter must keep
/// the router alive for as long as the presenter can route (the coordinator is the router of
/// every interactive screen; a subcommand keeps its `OneShotRouter` in a `OneShotScreen`).
@MainActor struct ScreenFactory {
  private let services: LiveServices
  private let configuration: AppConfiguration
  private let player: any PreviewPlayer
  private let searchOptions: SearchOptions
  private let historyLimit: Int
  private let mediaOverrides: MediaSearchOverrides
  /// A subcommand printing JSON: the search screens make their documents and no rows.
  private let documentsOnly: Bool
  /// Makes links clickable (OSC 8) on the item pages; nil writes plain URLs.
  let hyperlinks: TerminalHyperlinks?

  /// - Parameters:
  ///   - searchOptions: `--limit` and `--country` of the album and track searches, the album and
  ///     the player (the defaults in the interactive app).
  ///   - historyLimit: how many history entries the history screen lists.
  ///   - mediaOverrides: the filters `search --media` was given, over the user's saved ones.
  ///   - hyperlinks: clickable links on a terminal that shows them, else nil.
  ///   - documentsOnly: a subcommand printing JSON, which reads only the documents.
  init(
    services: LiveServices, configuration: AppConfiguration, player: any PreviewPlayer,
    searchOptions: SearchOptions = SearchOptions(),
    historyLimit: Int = HistoryEntry.maximumPerUser,
    mediaOverrides: MediaSearchOverrides = MediaSearchOverrides(),
    hyperlinks: TerminalHyperlinks? = nil, documentsOnly: Bool = false
  ) {
    self.services = services
    self.configuration = configuration
    self.player = player
    self.searchOptions = searchOptions
    self.historyLimit = historyLimit
    self.mediaOverrides = mediaOverrides
    self.hyperlinks = hyperlinks
    self.documentsOnly = documentsOnly
  }

  /// Draws covers on the text screens; nil when this run draws none.
  var artwork: (any ArtworkDrawing)? { services.artwork?.drawer }
  /// The language every screen speaks.
  var language: Language { configuration.language }
  /// The run's clock (`musiclib cache` says how old the oldest answer is).
  var clock: any WallClock { services.clock }

  /// Whether a session is open, so the interactive app may start at the search.
  func isSignedIn() async throws -> Bool { try await services.session.currentUserID() != nil }

  /// The signed-in user, nil when nobody is (or the stores cannot say).
  func signedInUser() async -> User? {
    try? await SessionCurrentUser(users: services.users, session: services.session).signedInUser()
  }

  /// The catalog's governed transport, for `doctor`; nil where the catalog is a fake.
  var catalogTransport: (any HTTPTransport)? { services.catalogTransport }

  /// The sign-in screen.
  func signIn(view: any AuthorizationDisplaying, router: any AuthorizationRouting)
    -> any AuthorizationPresenting
  {
    AuthorizationModule.build(
      view: view, router: router, dependencies: services.authorizationDependencies(configuration))
  }

  /// The registration screen.
  func signUp(view: any RegistrationDisplaying, router: any RegistrationRouting)
    -> any RegistrationPresenting
  {
    RegistrationModule.build(
      view: view, router: router, dependencies: services.registrationDependencies(configuration))
  }

  /// The profile screen (also signs out).
  func profile(view: any ProfileDisplaying, router: any ProfileRouting) -> any ProfilePresenting {
    ProfileModule.build(
      view: view, router: router, dependencies: services.profileDependencies(configuration))
  }

  /// The album search screen (also suggests from the history).
  func search(view: any SearchDisplaying, router: any SearchRouting) -> any SearchPresenting {
    var dependencies = services.searchDependencies(configuration, options: searchOptions)
    dependencies.listsRows = !documentsOnly
    return SearchModule.build(view: view, router: router, dependencies: dependencies)
  }

  /// The track search screen.
  func trackSearch(view: any TrackSearchDisplaying, router: any TrackSearchRouting)
    -> any TrackSearchPresenting
  {
    var dependencies = services.searchDependencies(configuration, options: searchOptions)
    dependencies.listsRows = !documentsOnly
    return TrackSearchModule.build(view: view, router: router, dependencies: dependencies)
  }

  /// The album screen for album `id`.
  func album(id: Int64, view: any AlbumDetailDisplaying, router: any AlbumDetailRouting)
    -> any AlbumDetailPresenting
  {
    AlbumDetailModule.build(
      albumID: id, view: view, router: router,
      dependencies: services.albumDetailDependencies(
        configuration, country: searchOptions.country))
  }

  /// The search history screen.
  func history(view: any HistoryDisplaying, router: any HistoryRouting) -> any HistoryPresenting {
    HistoryModule.build(
      view: view, router: router,
      dependencies: services.historyDependencies(configuration, listLimit: historyLimit))
  }

  /// The library of saved albums.
  func library(view: any LibraryDisplaying, router: any LibraryRouting) -> any LibraryPresenting {
    LibraryModule.build(
      view: view, router: router, dependencies: services.libraryDependencies(configuration))
  }

  /// The player screen, starting at track `trackNumber` (on `disc`, when given) of album `albumID`;
  /// `fallback` plays alone when the album cannot be looked up.
  func player(
    albumID: Int64, trackNumber: Int, disc: Int?, view: any PlayerDisplaying,
    router: any PlayerRouting, fallback: TrackSummary? = nil
  ) -> any PlayerPresenting {
    PlayerModule.build(
      albumID: albumID, trackNumber: trackNumber, disc: disc, view: view, router: router,
      dependencies: services.playerDependencies(
        configuration, player: player, country: searchOptions.country), fallback: fallback)
  }

  /// The media search filters screen.
  func filters(view: any FiltersDisplaying, router: any FiltersRouting) -> any FiltersPresenting {
    FiltersModule.build(
      view: view, router: router, dependencies: services.filtersDependencies(configuration))
  }

  /// The media search screen (songs, movies, e-books with the user's filters).
  func mediaSearch(view: any MediaSearchDisplaying, router: any MediaSearchRouting)
    -> any MediaSearchPresenting
  {
    var dependencies = services.mediaSearchDependencies(configuration, overrides: mediaOverrides)
    dependencies.listsRows = !documentsOnly
    return MediaSearchModule.build(view: view, router: router, dependencies: dependencies)
  }

  /// The page of the song, movie or e-book with catalog id `id`.
  func mediaItem(id: Int64, view: any MediaDetailDisplaying, router: any MediaDetailRouting)
    -> any MediaDetailPresenting
  {
    MediaDetailModule.build(
      id: id, view: view, router: router,
      dependencies: services.mediaDetailDependencies(configuration))
  }
}
