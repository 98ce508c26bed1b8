import Domain
import Foundation
import InMemoryPorts
import MediaSearch
import Playback
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// The media search through the coordinator and `musiclib search --media` through the runner.
@MainActor @Suite struct MediaSearchRoutingTests {
  static let movie = MediaItem(
    id: 7, kind: .movie, title: "Брат", artist: "Алексей Балабанов", genres: ["Драма"],
    releaseDate: CalendarDate(year: 1997, month: 12, day: 12))

  @Test func mediaFromTheSearchUsesTheFiltersSetOnTheWay() async throws {
    let app = try await AppHarness.make(catalog: FakeCatalog(media: [Self.movie]))
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "media брат", "filters", "media movie", "back", "back",
      "quit",
    ])

    let routes = try await app.runApp(console)

    #expect(
      routes == [
        .signIn(email: nil), .search, .mediaSearch(query: "брат"), .filters,
        .mediaSearch(query: "брат"), .search,
      ])
    let movies = try MediaFilters(media: .movie, explicit: true, country: "US", limit: 30)
    #expect(
      app.catalog.calls == [
        .searchMedia(term: "брат", filters: .defaults),
        .searchMedia(term: "брат", filters: movies),
      ])
    let shown = console.transcript.joined(separator: "\n")
    #expect(shown.contains("1. Брат · Movie · Драма · 12 December 1997"))
  }

  @Test func theSubcommandWithMediaPrintsTheItemsAsJSON() async throws {
    let app = try await AppHarness.make(catalog: FakeCatalog(media: [Self.movie]))
    let console = ScriptedConsole([])
    let arguments = ["search", "брат", "--media", "movie", "--explicit", "no", "--limit", "5"]
    let options = try CommandLineOptions.parse(
      arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
    let screens = ScreenFactory(
      services: app.services, configuration: AppHarness.configuration,
      playback: QueuedPlayback(player: app.player),
      mediaOverrides: try #require(try options.mediaOverrides(for: .search)))
    let runner = SubcommandRunner(
      console: console, screens: screens, configuration: AppHarness.configuration,
      output: Output(console: console, json: true), options: options, artworkServices: nil)

    #expect(await runner.run(.search) == .success)

    #expect(
      app.catalog.calls == [
        .searchMedia(
          term: "брат",
          filters: try MediaFilters(media: .movie, explicit: false, country: "US", limit: 5))
      ])
    let document = try JSONDecoder().decode(
      MediaSearchDocument.self, from: Data((console.transcript.last ?? "").utf8))
    #expect(document == MediaSearchDocument(query: "брат", media: .movie, items: [Self.movie]))
  }

  @Test func badMediaOptionsAreUsageErrors() throws {
    for arguments in [
      ["search", "брат", "--media", "podcast"],
      ["search", "брат", "--media", "movie", "--explicit", "1"],
    ] {
      let options = try CommandLineOptions.parse(
        arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
      #expect(throws: UsageError.self) { try options.mediaOverrides(for: .search) }
    }
    let albums = try CommandLineOptions.parse(
      ["search", "брат"], valueOptions: Subcommand.allValueOptions,
      flagOptions: Subcommand.allFlags)
    #expect(try albums.mediaOverrides(for: .search) == nil)
  }
}

/// Back from the filters, the media search shows no results made under other filters.
@MainActor @Suite struct MediaSearchAfterFiltersTests {
  static let book = MediaItem(id: 8, kind: .ebook, title: "Брат", artist: "Автор")

  @Test func backFromTheFiltersTheLastQueryIsSearchedAgainWithThem() async throws {
    let app = try await AppHarness.make(
      catalog: FakeCatalog(media: [MediaSearchRoutingTests.movie, Self.book]))
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "media брат", "filters", "media ebook", "back", "back",
      "quit",
    ])

    _ = try await app.runApp(console)

    let books = try MediaFilters(media: .ebook, explicit: true, country: "US", limit: 30)
    #expect(
      app.catalog.calls == [
        .searchMedia(term: "брат", filters: .defaults),
        .searchMedia(term: "брат", filters: books),
      ])
    #expect(console.prompts.contains("📚 "), "the prompt follows the kind: \(console.prompts)")
  }
}
