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
  /// The one HTTP transport of the run, shared by the catalog and the covers.
  let transport: any HTTPTransport
  /// Paths whose hand-widened modes were tightened while opening the database.
  let tightenedPermissions: [PermissionFix]
  /// Each user's media search filters.
  let mediaFilters: any MediaFiltersStore
  /// How covers are drawn in this run, and the drawer for the text screens.
  var artwork: ArtworkServices? = nil

  /// The run's one HTTP transport: `--timeout` for a whole exchange, requests carrying
  /// `User-Agent: musiclib/<version>`. Made before the services, since the preview player shares it.
  static func transport(_ configuration: AppConfiguration, version: String) -> any HTTPTransport {
    CurlTransport(
      timeout: .seconds(configuration.timeoutSeconds), userAgent: "musiclib/\(version)")
  }

  /// Opens (creating when missing) the database in the configured data directory; the catalog
  /// and covers fetch through `transport`; covers are drawn as the artwork policy decides from
  /// `environment` and `--no-color` (`noColorFlag`).
  @MainActor static func open(
    _ configuration: AppConfiguration, transport: any HTTPTransport,
    environment: [String: String], noColorFlag: Bool, drawnImages: DrawnImages
  ) throws -> LiveServices {
    let clock = SystemClock()
    let database = try SQLiteDatabase(
      path: configuration.databasePath,
      busyTimeoutMilliseconds: configuration.busyTimeoutMilliseconds)
    var services = LiveServices(
      users: SQLiteUserStore(database: database, clock: clock),
      session: SQLiteSessionStore(database: database, clock: clock),
      hasher: YescryptPasswordHasher(), clock: clock,
      attempts: SQLiteSignInAttemptStore(database: database),
      catalog: ITunesCatalog(baseURL: configuration.apiURL, transport: transport),
      history: SQLiteSearchHistoryStore(database: database), transport: transport,
      tightenedPermissions: database.tightenedPermissions,
      mediaFilters: SQLiteMediaFiltersStore(database: database))
    services.artwork = ArtworkServices.live(
      configuration, transport: transport, environment: environment, noColorFlag: noColorFlag,
      drawnImages: drawnImages)
    return services
  }
}

/// The real clock, in the machine's time zone.
struct SystemClock: WallClock {
  let timeZone = TimeZone.current

  func now() -> Date { Date() }
}
