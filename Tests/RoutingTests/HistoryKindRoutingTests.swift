import Domain
import Foundation
import InMemoryPorts
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// Every kind of search in the history (issue 38): recorded with its kind, listed and run again
/// as that kind by the line app, and suggested by `musiclib suggest` from one kind or all.
@MainActor @Suite struct HistoryKindRoutingTests {
  static let movie = MediaItem(id: 7, kind: .movie, title: "Брат", artist: "Алексей Балабанов")
  static let song = TrackSummary(
    id: 9, title: "Группа крови", artist: "Кино", album: "Группа крови", albumID: 42,
    trackNumber: 1, disc: 1, durationSeconds: 286, previewURL: "https://p/9.m4a", artwork: nil)

  /// The harness with "группа" searched as tracks, then "брат" as movies, then "кино" as albums.
  static func app() async throws -> (AppHarness, User.ID) {
    let app = try await AppHarness.make(
      catalog: FakeCatalog(
        summaries: [AppHarness.summary], albums: [AppHarness.album], tracks: [song],
        media: [movie]))
    let user = try #require(await app.accounts.currentUserID())
    await app.history.record("группа", kind: .track, for: user, at: Date(timeIntervalSince1970: 1))
    await app.history.record("брат", kind: .movie, for: user, at: Date(timeIntervalSince1970: 2))
    await app.history.record("кино", kind: .album, for: user, at: Date(timeIntervalSince1970: 3))
    return (app, user)
  }

  @Test func theLineAppListsTheKindsAndRunsAnEntryAgainAsItsKind() async throws {
    let (app, _) = try await Self.app()
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "history", "2", "back", "history", "3", "back", "quit",
    ])

    let routes = try await app.runApp(console)

    #expect(
      routes == [
        .signIn(email: nil), .search, .history, .mediaSearch(query: "брат", media: .movie),
        .search, .history, .trackSearch(query: "группа"), .search,
      ])
    let movies = try MediaFilters(media: .movie, explicit: true, country: "US", limit: 30)
    #expect(app.catalog.calls.first == .searchMedia(term: "брат", filters: movies))
    #expect(
      app.catalog.calls.contains {
        if case .searchTracks(term: "группа", _, _) = $0 { true } else { false }
      })
    let shown = console.transcript.joined(separator: "\n")
    #expect(shown.contains("кино") && shown.contains("albums"))
    #expect(shown.contains("movies") && shown.contains("tracks"))
  }

  @Test func historyJSONGivesEachEntrysKindBesideItsOldMembers() async throws {
    let (app, _) = try await Self.app()
    let console = ScriptedConsole([])

    #expect(try await app.runner(["history"], console, json: true).run(.history) == .success)

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any])
    let entries = try #require(object["entries"] as? [[String: String]])
    #expect(entries.map { $0["query"] } == ["кино", "брат", "группа"])
    #expect(entries.map { $0["kind"] } == ["album", "movie", "track"])
    #expect(entries.allSatisfy { $0["searchedAt"] != nil })
  }

  @Test func suggestAnswersFromEveryKindOrFromTheOneAskedFor() async throws {
    let (app, _) = try await Self.app()

    let every = ScriptedConsole([])
    #expect(try await app.runner(["suggest"], every, json: true).run(.suggest) == .success)
    let all = try #require(
      try JSONSerialization.jsonObject(with: Data(every.output.utf8)) as? [String: Any])
    #expect(all["suggestions"] as? [String] == ["кино", "брат", "группа"])
    let kinds = (all["entries"] as? [[String: String]])?.map { $0["kind"] }
    #expect(kinds == ["album", "movie", "track"])

    let one = ScriptedConsole([])
    let movies = try app.runner(["suggest", "--media", "movie", "б"], one, json: true)
    #expect(await movies.run(.suggest) == .success)
    let movie = try #require(
      try JSONSerialization.jsonObject(with: Data(one.output.utf8)) as? [String: Any])
    #expect(movie["suggestions"] as? [String] == ["брат"])
    #expect(movie["entries"] as? [[String: String]] == [["query": "брат", "kind": "movie"]])
  }

  @Test func suggestTakesTheKindsByTheirNamesOnly() throws {
    func kind(_ text: String) throws(UsageError) -> SearchKind? {
      try CommandLineOptions.parse(
        ["suggest", "--media", text], valueOptions: Subcommand.allValueOptions,
        flagOptions: Subcommand.allFlags
      ).suggestionKind(for: .suggest)
    }
    #expect(try kind("MUSIC") == .music)
    #expect(try kind("album") == .album)
    #expect(throws: UsageError.invalidValue(option: "--media", value: "song")) { try kind("song") }
  }
}
