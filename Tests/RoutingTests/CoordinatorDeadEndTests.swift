import Domain
import InMemoryPorts
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// Failures that leave the person on a screen where the usual commands work.
@MainActor @Suite struct CoordinatorDeadEndTests {
  static let track = TrackSummary(
    id: 7, title: "Группа крови", artist: "Кино", album: "Группа крови", albumID: 42,
    trackNumber: 1, disc: 1, durationSeconds: 286, previewURL: "https://example.com/1.m4a",
    artwork: nil)

  @Test func aTrackSearchRowPlaysItsOwnPreviewWithoutLookingUpItsAlbum() async throws {
    let app = try await AppHarness.make(catalog: FakeCatalog(albums: [], tracks: [Self.track]))
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "tracks группа крови", "1", "next", "back", "quit",
    ])

    let routes = try await app.runApp(console)

    #expect(
      routes == [
        .signIn(email: nil), .search, .trackSearch(query: "группа крови"),
        .player(.tracks([Self.track], startingAt: 0)), .trackSearch(query: "группа крови"),
      ])
    #expect(await app.player.calls.first == .load("https://example.com/1.m4a"))
    #expect(!app.catalog.calls.contains(.album(id: 42, country: "US")))
    #expect(console.transcript.contains("This is the last track in the queue"))
  }
}
