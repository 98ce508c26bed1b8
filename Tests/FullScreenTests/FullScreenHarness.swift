import AdapterPorts
import CoverArtCache
import Domain
import Foundation
import InMemoryPorts
import Localization
import Playback
import SQLiteStore
import TerminalKit
import TestSupport
import Testing

@testable import Composition
@testable import FullScreen
@testable import TerminalComposition

/// The full-screen app over in-memory fakes, drawn into frames rather than a terminal: keys go
/// in, frames come out, so every flow and layout is checked without a terminal.
@MainActor struct FullScreenHarness {
  let coordinator: PaneCoordinator
  let player: FakePreviewPlayer
  let library: InMemorySavedAlbums
  /// The signed-in person's search history.
  let history: InMemorySearchHistory

  static let albums = [
    Album(
      id: 42, title: "Группа крови", artist: "Кино", year: 1988, genre: "Рок", artwork: nil,
      trackCount: 3,
      tracks: [
        Track(
          disc: 1, number: 1, title: "Группа крови", durationSeconds: 286,
          previewURL: "https://example.com/1.m4a"),
        Track(
          disc: 1, number: 2, title: "Закрой за мной дверь, я ухожу", durationSeconds: 258,
          previewURL: "https://example.com/2.m4a"),
        Track(
          disc: 2, number: 1, title: "Война", durationSeconds: 234,
          previewURL: "https://example.com/3.m4a"),
      ]),
    Album(
      id: 7, title: "Звезда по имени Солнце", artist: "Кино", year: 1989, genre: "Рок",
      artwork: nil, trackCount: 1,
      tracks: [
        Track(
          disc: 1, number: 1, title: "Звезда по имени Солнце", durationSeconds: 225,
          previewURL: "https://example.com/4.m4a")
      ]),
  ]

  /// The address of album 42's cover (the others have none) when the harness draws covers.
  static let coverURL = "https://art.example/42/600x600bb.jpg"

  /// The app; with `covers`, album 42 has a cover served as those bytes and drawn by
  /// `FakeRenderer` (red "▀" cells; the bytes "broken" fail to decode); `session` keeps the
  /// session instead of the accounts; `tightenedPermissions` are what opening the data fixed.
  static func make(
    language: Language = .en, signedIn: Bool = true, catalog given: (any MusicCatalog)? = nil,
    covers: Data? = nil, keyMap: KeyMap = KeyMap(), session: (any SessionStore)? = nil,
    tightenedPermissions: [PermissionFix] = []
  ) async throws -> FullScreenHarness {
    let accounts =
      signedIn
      ? try await InMemoryAccounts.withSignedInUser().accounts : InMemoryAccounts(allowingUse: true)
    let albums = albums.map { album in
      guard covers != nil, album.id == 42 else { return album }
      return Album(
        id: album.id, title: album.title, artist: album.artist, year: album.year,
        genre: album.genre, artwork: .sized("https://art.example/42"),
        trackCount: album.trackCount, tracks: album.tracks)
    }
    let fake = FakeCatalog(
      summaries: albums.map {
        AlbumSummary(
          id: $0.id, title: $0.title, artist: $0.artist, trackCount: $0.trackCount,
          year: $0.year, artwork: nil)
      }, albums: albums)
    let library = InMemorySavedAlbums(allowingUse: true)
    let history = InMemorySearchHistory(allowingUse: true)
    let services = LiveServices(
      users: accounts, session: session ?? accounts, hasher: PlainTextHasher(),
      clock: FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!),
      attempts: InMemorySignInAttempts(allowingUse: true), catalog: given ?? fake,
      history: history, transport: NoTransport(),
      tightenedPermissions: tightenedPermissions, savedAlbums: library,
      mediaFilters: InMemoryMediaFilters())
    let player = FakePreviewPlayer(allowingPlayback: true)
    let configuration = AppConfiguration(
      language: language, dataDirectory: "/nonexistent", colorAllowed: false, json: false,
      phoneRegion: .by, apiURL: AppConfiguration.defaultAPIURL, timeoutSeconds: 15,
      busyTimeoutMilliseconds: 5000)
    let screens = ScreenFactory(
      services: services, configuration: configuration,
      playback: QueuedPlayback(player: player),
      frontEnd: TerminalParts(artwork: covers.map(artwork(serving:))))
    let coordinator = PaneCoordinator(screens: screens, keyMap: keyMap)
    try await coordinator.start()
    let harness = FullScreenHarness(
      coordinator: coordinator, player: player, library: library, history: history)
    await harness.settle()
    return harness
  }

  /// Covers drawn in truecolour blocks, album 42's served as `jpeg`.
  private static func artwork(serving jpeg: Data) -> ArtworkServices {
    let style = ArtworkStyle(graphics: .blocks, colors: .truecolor)
    let cache = FileManager.default.temporaryDirectory.appending(path: "unused-covers")
    return ArtworkServices(
      environment: TerminalEnvironment(variables: [:], stdoutIsTerminal: true),
      plan: ArtworkPlan(style: style, reason: .tmux), terminalColumns: 80, cacheDirectory: cache,
      source: CachedCoverArtSource(transport: NoTransport(), cacheDirectory: cache),
      drawer: ArtworkDrawer(
        source: FakeCoverSource([coverURL: jpeg]), renderer: FakeRenderer(), style: style,
        terminalColumns: 80, drawnImages: DrawnImages()))
  }

  /// The app with nobody signed in, Ivan Petrov's account (ivan@example.com, Secret1) made.
  static func makeSignedOut(language: Language = .en) async throws -> FullScreenHarness {
    let app = try await make(language: language, signedIn: true)
    await app.coordinator.screens.playback.stop()
    await app.press(.character(":"))
    await app.type("signout")
    await app.press(.enter)
    return app
  }

  /// Presses `keys` in turn, letting what each starts finish.
  func press(_ keys: TerminalKey...) async {
    for key in keys {
      coordinator.handle(key)
      await settle()
    }
  }

  /// Presses `key` without waiting for what it starts (a request that never ends by itself).
  func pressWithoutWaiting(_ key: TerminalKey) async {
    coordinator.handle(key)
    for _ in 0..<20 { await Task.yield() }
  }

  /// Types `text` one character at a time.
  func type(_ text: String) async {
    for character in text { await press(.character(character)) }
  }

  /// Lets the request in flight and the tasks it started finish.
  func settle() async {
    for _ in 0..<20 {
      await coordinator.settle()
      await Task.yield()
    }
  }

  /// The screen as a `width` × `height` terminal would show it, as text.
  func screen(_ width: Int, _ height: Int) -> String {
    ScreenComposer(coordinator: coordinator).frame(width: width, height: height).plainText
  }
}

/// A catalog whose album searches answer only when cancelled, as a slow server would.
struct HangingCatalog: MusicCatalog {
  func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    try await Task.sleep(for: .seconds(600))
    throw MusicLibraryError.timeout
  }
  func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
    throw MusicLibraryError.notFound
  }
  func searchTracksAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<[TrackSummary]>
  {
    throw MusicLibraryError.notFound
  }
  func searchMediaAnswer(term: String, filters: MediaFilters) async throws
    -> CatalogAnswer<[MediaItem]>
  {
    throw MusicLibraryError.notFound
  }
  func mediaItemAnswer(id: Int64, country: String) async throws -> CatalogAnswer<MediaItem?> {
    throw MusicLibraryError.notFound
  }
  func artistAlbumsAnswer(artistID: Int64, limit: Int, country: String) async throws
    -> CatalogAnswer<[AlbumSummary]>
  {
    throw MusicLibraryError.notFound
  }
}

/// A transport no test reaches: the catalog is a fake and no cover is drawn.
struct NoTransport: HTTPTransport {
  func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
    Issue.record("unexpected request for \(url)")
    throw MusicLibraryError.noConnection
  }
}
