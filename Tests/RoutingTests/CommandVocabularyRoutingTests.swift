import Domain
import InMemoryPorts
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// One command vocabulary in the line app: the screens every screen opens, and words one slip
/// from a command, which are not searched.
@MainActor @Suite struct CommandVocabularyRoutingTests {
  static let signIn = ["ivan@example.com", "Secret1"]
  static let track = TrackSummary(
    id: 7, title: "Группа крови", artist: "Кино", album: "Группа крови", albumID: 42,
    trackNumber: 1, disc: 1, durationSeconds: 286, previewURL: "https://example.com/1.m4a",
    artwork: nil)

  @Test func libraryOnTheAlbumPageOpensTheLibrary() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(Self.signIn + ["кино", "1", "library", "back", "quit"])

    let routes = try await app.runApp(console)

    #expect(routes == [.signIn(email: nil), .search, .album(id: 42), .library, .search])
    #expect(!console.transcript.contains { $0.contains("Unknown command") })
  }

  @Test func filtersOnTheTrackSearchOpensTheFiltersAndIsNotSearched() async throws {
    let app = try await AppHarness.make(catalog: FakeCatalog(albums: [], tracks: [Self.track]))
    let console = ScriptedConsole(Self.signIn + ["tracks кино", "filters", "back", "quit"])

    let routes = try await app.runApp(console)

    #expect(
      routes == [
        .signIn(email: nil), .search, .trackSearch(query: "кино"), .filters,
        .trackSearch(query: "кино"),
      ])
    #expect(
      !app.catalog.calls.contains {
        if case .searchTracks("filters", _, _) = $0 { true } else { false }
      })
  }

  @Test(arguments: ["history", "profile", "queue"])
  func theScreensOpenFromTheLibrary(word: String) async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(Self.signIn + ["library", word, "quit"])

    let routes = try await app.runApp(console)

    #expect(routes.count == 4)
    #expect(routes.prefix(3) == [.signIn(email: nil), .search, .library])
    #expect(!console.transcript.contains { $0.contains("Unknown command") })
  }

  @Test func aWordOneSlipFromACommandIsNotSearchedNorKept() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(Self.signIn + ["histroy", "quit"])

    let routes = try await app.runApp(console)

    #expect(routes == [.signIn(email: nil), .search])
    #expect(app.catalog.calls.isEmpty)
    let user = try #require(await app.accounts.currentUserID())
    #expect(await app.history.entries(for: user, limit: 10).isEmpty)
    #expect(
      console.transcript.contains {
        $0.contains(
          "“histroy” was not searched: did you mean history? To search for it, type /histroy")
      })
  }

  @Test func aSlipTypedAfterASlashIsSearched() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(Self.signIn + ["/histroy", "quit"])

    _ = try await app.runApp(console)

    #expect(
      app.catalog.calls.contains {
        if case .searchAlbums("histroy", _, _) = $0 { true } else { false }
      })
  }

  @Test func anUnknownWordOnTheAlbumPageNamesTheCommandItIsNear() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(Self.signIn + ["кино", "1", "libary", "quit"])

    _ = try await app.runApp(console)

    #expect(
      console.transcript.contains {
        $0.contains("Unknown command “libary”") && $0.contains("did you mean library?")
      })
  }
}
