import Domain
import InMemoryPorts
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// Screens the route stack keeps while others show above them, and where the app starts.
@MainActor @Suite struct CoordinatorKeptScreenTests {
  @Test func backFromThePlayerShowsTheKeptTrackSearchWithoutSearchingAgain() async throws {
    let track = TrackSummary(
      id: 7, title: "Группа крови", artist: "Кино", album: "Группа крови", albumID: 42,
      trackNumber: 1, disc: 1, durationSeconds: 286, previewURL: "https://example.com/1.m4a",
      artwork: nil)
    let app = try await AppHarness.make(
      catalog: FakeCatalog(albums: [AppHarness.album], tracks: [track]))
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "tracks группа крови", "1", "back", "back", "quit",
    ])

    let routes = try await app.runApp(console)

    #expect(
      routes == [
        .signIn(email: nil), .search, .trackSearch(query: "группа крови"),
        .player(.tracks([track], startingAt: 0)), .trackSearch(query: "группа крови"),
        .search,
      ])
    #expect(
      app.catalog.calls.filter {
        if case .searchTracks = $0 { true } else { false }
      }.count == 1)
  }

  @Test func aQueryChosenInTheHistoryRunsOnTheKeptSearchScreen() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "кино", "history", "1", "quit",
    ])

    let routes = try await app.runApp(console)

    #expect(routes == [.signIn(email: nil), .search, .history, .search])
    #expect(
      app.catalog.calls == [
        .searchAlbums(term: "кино", limit: 50, country: "US"),
        .searchAlbums(term: "кино", limit: 50, country: "US"),
      ])
  }

  @Test func aPersonAtATerminalWhoIsSignedInStartsAtTheSearch() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(["quit"])
    console.isInteractive = true

    #expect(try await app.runApp(console) == [.search])
  }
}
