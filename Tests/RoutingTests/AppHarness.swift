import AdapterPorts
import Domain
import Foundation
import InMemoryPorts
import Localization
import Playback
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// The app's wiring over in-memory fakes: the screen factory the coordinator and the
/// subcommands get, with Ivan Petrov (ivan@example.com, password Secret1) signed in.
@MainActor struct AppHarness {
  let accounts: InMemoryAccounts
  let catalog: FakeCatalog
  let history = InMemorySearchHistory(allowingUse: true)
  let library = InMemorySavedAlbums(allowingUse: true)
  /// Where the screens keep saved albums: `library`, unless the test gave its own store.
  let savedAlbums: any SavedAlbumStore
  let filters = InMemoryMediaFilters()
  let player = FakePreviewPlayer(allowingPlayback: true)
  let screens: ScreenFactory
  /// The services the factory was made from, for a factory with other options.
  let services: LiveServices

  static let album = Album(
    id: 42, title: "Группа крови", artist: "Кино", year: 1988, genre: "Рок", artwork: nil,
    trackCount: 2,
    tracks: [
      Track(
        disc: 1, number: 1, title: "Группа крови", durationSeconds: 286,
        previewURL: "https://example.com/1.m4a"),
      Track(
        disc: 1, number: 2, title: "Закрой за мной дверь, я ухожу", durationSeconds: 258,
        previewURL: "https://example.com/2.m4a"),
    ])

  static let summary = AlbumSummary(
    id: 42, title: "Группа крови", artist: "Кино", trackCount: 2, year: 1988, artwork: nil)

  /// The wiring over `catalog` (by default: one album found by search and by id); the history
  /// screen lists `historyLimit` entries; albums are kept in `savedAlbums`, else in `library`.
  static func make(
    catalog: FakeCatalog = FakeCatalog(summaries: [summary], albums: [album]),
    signedIn: Bool = true, historyLimit: Int = HistoryEntry.maximumPerUser,
    savedAlbums: (any SavedAlbumStore)? = nil
  ) async throws -> AppHarness {
    let accounts =
      signedIn
      ? try await InMemoryAccounts.withSignedInUser().accounts : InMemoryAccounts(allowingUse: true)
    return AppHarness(
      accounts: accounts, catalog: catalog, historyLimit: historyLimit, savedAlbums: savedAlbums)
  }

  private init(
    accounts: InMemoryAccounts, catalog: FakeCatalog, historyLimit: Int,
    savedAlbums: (any SavedAlbumStore)?
  ) {
    self.accounts = accounts
    self.catalog = catalog
    self.savedAlbums = savedAlbums ?? library
    services = LiveServices(
      users: accounts, session: accounts, hasher: PlainTextHasher(),
      clock: FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!),
      attempts: InMemorySignInAttempts(allowingUse: true), catalog: catalog, history: history,
      transport: UnreachableTransport(), tightenedPermissions: [], savedAlbums: self.savedAlbums,
      mediaFilters: filters)
    screens = ScreenFactory(
      services: services, configuration: Self.configuration,
      playback: QueuedPlayback(player: player),
      historyLimit: historyLimit)
  }

  /// English, no colour, text output, the BY phone region.
  static let configuration = AppConfiguration(
    language: .en, dataDirectory: "/nonexistent", colorAllowed: false, json: false,
    phoneRegion: .by, apiURL: AppConfiguration.defaultAPIURL, timeoutSeconds: 15,
    busyTimeoutMilliseconds: 5000)

  /// A one-shot run of `arguments` over this wiring, writing to `console` (JSON when `json`).
  func runner(_ arguments: [String], _ console: ScriptedConsole, json: Bool = false) throws
    -> SubcommandRunner
  {
    let options = try CommandLineOptions.parse(
      arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
    return SubcommandRunner(
      console: console, screens: screens, configuration: Self.configuration,
      output: Output(console: console, json: json), options: options, artworkServices: nil)
  }

  /// Runs the interactive app on `console` to its end; the routes it showed.
  func runApp(_ console: ScriptedConsole) async throws -> [Route] {
    let coordinator = AppCoordinator(console: console, screens: screens)
    #expect(try await coordinator.run() == .success)
    return coordinator.shown
  }
}

/// A transport no test reaches: the screens here draw no covers and the catalog is a fake.
struct UnreachableTransport: HTTPTransport {
  func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
    Issue.record("unexpected request for \(url)")
    throw MusicLibraryError.noConnection
  }
}
