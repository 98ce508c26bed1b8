import AdapterPorts
import CatalogStore
import CurlTransport
import Domain
import Foundation
import ITunesCatalog
import InMemoryPorts
import PasswordHashing
import SQLiteAnswerStore
import SQLiteStore

/// The ports behind every screen, opened once per run with everything they need: the live
/// adapters from `open`, in-memory fakes in the App tests (through the memberwise initialiser).
public struct LiveServices: Sendable {
  public let users: any UserStore
  public let session: any SessionStore
  public let hasher: any PasswordHashing
  public let clock: any WallClock
  public let attempts: any SignInAttemptStore
  public let catalog: any MusicCatalog
  public let history: any SearchHistoryStore
  /// The stored catalog answers `catalog` serves from (`musiclib cache`); nil when the catalog
  /// keeps none (the App tests' fakes).
  public var answers: (any CatalogAnswerStore)? = nil
  /// The one HTTP transport of the run, shared by the catalog and the covers.
  public let transport: any HTTPTransport
  /// Paths whose hand-widened modes were tightened while opening the database.
  public let tightenedPermissions: [PermissionFix]
  /// Each user's saved albums.
  public let savedAlbums: any SavedAlbumStore
  /// Each user's media search filters.
  public let mediaFilters: any MediaFiltersStore
  /// Whether the library file was refused as damaged and is only read, as far as it can be
  /// (`readingDamagedLibrary`).
  public var libraryDamaged = false
  /// The catalog's transport under the request governor (what `doctor` asks the catalog
  /// through); nil where the catalog is a fake.
  public var catalogTransport: (any HTTPTransport)? = nil

  /// The run's one HTTP transport: `--timeout` for a whole exchange, requests carrying
  /// `User-Agent: musiclib/<version>`. Made before the services, since the preview player shares it.
  public static func transport(_ configuration: AppConfiguration, version: String)
    -> any HTTPTransport
  {
    CurlTransport(
      timeout: .seconds(configuration.timeoutSeconds), userAgent: "musiclib/\(version)")
  }

  /// Opens (creating when missing) the database in the configured data directory; the catalog
  /// and covers fetch through `transport`, the catalog's requests governed by the shared request
  /// budget (waits shown by the front end's `waiter`). The answer cache opens on first use; when it
  /// cannot be used the run goes on without it and `cacheUnavailable` is told why, once.
  /// `readingDamagedLibrary` (an export): the library file is checked even when the last run
  /// left it so, and one refused as damaged is opened to read what it still holds, never written
  /// (`libraryDamaged`).
  @MainActor public static func open(
    _ configuration: AppConfiguration, transport: any HTTPTransport, waiter: any BudgetWaiting,
    readingDamagedLibrary: Bool = false,
    cacheUnavailable: @escaping @Sendable (MusicLibraryError) -> Void = { _ in }
  ) throws -> LiveServices {
    let clock = SystemClock(inMachineZone: true)
    let database: SQLiteDatabase
    var damaged = false
    do {
      database = try SQLiteDatabase(
        path: configuration.databasePath,
        busyTimeoutMilliseconds: configuration.busyTimeoutMilliseconds,
        checkingIntegrity: readingDamagedLibrary)
    } catch MusicLibraryError.storage(.corrupt) where readingDamagedLibrary {
      database = try SQLiteDatabase(
        readingDamaged: configuration.databasePath,
        busyTimeoutMilliseconds: configuration.busyTimeoutMilliseconds)
      damaged = true
    }
    let session = SQLiteSessionStore(database: database, clock: clock)
    let answers = SQLiteCatalogAnswerStore(
      file: LazyDatabase(
        path: configuration.answerCachePath,
        busyTimeoutMilliseconds: configuration.busyTimeoutMilliseconds,
        migrations: AnswerSchema.migrations, disposable: true),
      account: { try await session.currentUserID() },
      pinnedAlbumIDs: { try SQLiteSavedAlbumStore(database: database).savedAlbumIDs() },
      unavailable: cacheUnavailable)
    let catalogTransport = governed(transport, clock: clock, configuration, waiter)
    let catalog = StoredAnswerCatalog(
      inner: ITunesCatalog(baseURL: configuration.apiURL, transport: catalogTransport),
      store: answers, clock: clock, policy: configuration.answerPolicy)
    var services = LiveServices(
      users: SQLiteUserStore(database: database, clock: clock),
      session: session,
      hasher: YescryptPasswordHasher(), clock: clock,
      attempts: SQLiteSignInAttemptStore(database: database),
      catalog: catalog,
      history: SQLiteSearchHistoryStore(database: database), answers: answers,
      transport: transport, tightenedPermissions: database.tightenedPermissions,
      savedAlbums: SQLiteSavedAlbumStore(database: database, orderings: Self.libraryOrderings),
      mediaFilters: SQLiteMediaFiltersStore(database: database))
    services.catalogTransport = catalogTransport
    services.libraryDamaged = damaged
    return services
  }

  /// The catalog's transport under the governor: only search and lookup count against the
  /// budget, covers and previews (other hosts) go through `transport` itself.
  private static func governed(
    _ transport: any HTTPTransport, clock: any WallClock,
    _ configuration: AppConfiguration, _ waiter: any BudgetWaiting
  ) -> any HTTPTransport {
    GovernedTransport(
      wrapping: transport,
      budget: SQLiteRequestBudget(
        file: LazyDatabase(
          path: configuration.budgetPath,
          busyTimeoutMilliseconds: configuration.busyTimeoutMilliseconds,
          migrations: BudgetSchema.migrations)),
      rate: configuration.rate, clock: clock, waits: configuration.waitsForBudget,
      waiter: waiter)
  }
}
