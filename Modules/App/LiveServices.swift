import AdapterPorts
import CatalogStore
import CurlTransport
import Domain
import Foundation
import ITunesCatalog
import PasswordHashing
import SQLiteStore
import TextUI

/// The ports behind every screen, opened once per run with everything they need: the live
/// adapters from `open`, in-memory fakes in the App tests (through the memberwise initialiser).
struct LiveServices: Sendable {
  let users: any UserStore
  let session: any SessionStore
  let hasher: any PasswordHashing
  let clock: any WallClock
  let attempts: any SignInAttemptStore
  let catalog: any MusicCatalog
  let history: any SearchHistoryStore
  /// The stored catalog answers `catalog` serves from (`musiclib cache`); nil when the catalog
  /// keeps none (the App tests' fakes).
  var answers: (any CatalogAnswerStore)? = nil
  /// The one HTTP transport of the run, shared by the catalog and the covers.
  let transport: any HTTPTransport
  /// Paths whose hand-widened modes were tightened while opening the database.
  let tightenedPermissions: [PermissionFix]
  /// Each user's saved albums.
  let savedAlbums: any SavedAlbumStore
  /// Each user's media search filters.
  let mediaFilters: any MediaFiltersStore
  /// How covers are drawn in this run, and the drawer for the text screens.
  var artwork: ArtworkServices? = nil
  /// The catalog's transport under the request governor (what `doctor` asks the catalog
  /// through); nil where the catalog is a fake.
  var catalogTransport: (any HTTPTransport)? = nil

  /// The run's one HTTP transport: `--timeout` for a whole exchange, requests carrying
  /// `User-Agent: musiclib/<version>`. Made before the services, since the preview player shares it.
  static func transport(_ configuration: AppConfiguration, version: String) -> any HTTPTransport {
    CurlTransport(
      timeout: .seconds(configuration.timeoutSeconds), userAgent: "musiclib/\(version)")
  }

  /// Opens (creating when missing) the database in the configured data directory; the catalog
  /// and covers fetch through `transport`, the catalog's requests governed by the shared request
  /// budget (waits counted down on `console`); covers are drawn as the artwork policy decides
  /// from `environment` and `--no-color` (`noColorFlag`).
  @MainActor static func open(
    _ configuration: AppConfiguration, transport: any HTTPTransport,
    environment: [String: String], noColorFlag: Bool, console: TerminalConsole
  ) throws -> LiveServices {
    let clock = SystemClock()
    let database = try SQLiteDatabase(
      path: configuration.databasePath,
      busyTimeoutMilliseconds: configuration.busyTimeoutMilliseconds)
    let answers = SQLiteCatalogAnswerStore(
      database: database, pinnedAlbumIDsQuery: SQLiteSavedAlbumStore.savedAlbumIDsQuery)
    let catalogTransport = governed(
      transport, database: database, clock: clock, configuration, console)
    let catalog = StoredAnswerCatalog(
      inner: ITunesCatalog(baseURL: configuration.apiURL, transport: catalogTransport),
      store: answers, clock: clock, policy: configuration.answerPolicy)
    var services = LiveServices(
      users: SQLiteUserStore(database: database, clock: clock),
      session: SQLiteSessionStore(database: database, clock: clock),
      hasher: YescryptPasswordHasher(), clock: clock,
      attempts: SQLiteSignInAttemptStore(database: database),
      catalog: catalog,
      history: SQLiteSearchHistoryStore(database: database), answers: answers,
      transport: transport, tightenedPermissions: database.tightenedPermissions,
      savedAlbums: SQLiteSavedAlbumStore(database: database),
      mediaFilters: SQLiteMediaFiltersStore(database: database))
    services.catalogTransport = catalogTransport
    services.artwork = ArtworkServices.live(
      configuration, transport: transport, environment: environment, noColorFlag: noColorFlag,
      drawnImages: console.drawnImages)
    return services
  }

  /// The catalog's transport under the governor: only search and lookup count against the
  /// budget, covers and previews (other hosts) go through `transport` itself.
  @MainActor private static func governed(
    _ transport: any HTTPTransport, database: SQLiteDatabase, clock: any WallClock,
    _ configuration: AppConfiguration, _ console: any Console
  ) -> any HTTPTransport {
    GovernedTransport(
      wrapping: transport, budget: SQLiteRequestBudget(database: database),
      rate: configuration.rate, clock: clock, waits: configuration.waitsForBudget,
      waiter: ConsoleBudgetWaiter(
        console: console, clock: clock, rate: configuration.rate,
        language: configuration.language))
  }
}

/// The real clock, in the machine's time zone.
struct SystemClock: WallClock {
  // Looked up when asked (only dates shown to a person need it), not with every clock made.
  var timeZone: TimeZone { TimeZone.current }

  func now() -> Date { Date() }
}
