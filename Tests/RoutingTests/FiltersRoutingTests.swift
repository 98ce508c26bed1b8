import Domain
import Foundation
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// The filters screen through the coordinator and `musiclib filters` through the runner.
@MainActor @Suite struct FiltersRoutingTests {
  func runner(
    _ arguments: [String], _ app: AppHarness, _ console: ScriptedConsole, json: Bool = false
  )
    throws -> SubcommandRunner
  {
    let options = try CommandLineOptions.parse(
      arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
    return SubcommandRunner(
      console: console, screens: app.screens, configuration: AppHarness.configuration,
      output: Output(console: console, json: json), options: options, artworkServices: nil)
  }

  @Test func filtersFromTheSearchAreSavedAndBackReturnsToTheSearch() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "filters", "media movie country ru", "limit 500", "back",
      "quit",
    ])

    let routes = try await app.runApp(console)

    #expect(routes == [.signIn(email: nil), .search, .filters, .search])
    let user = try #require(await app.accounts.currentUserID())
    #expect(
      await app.filters.filters(for: user)
        == (try MediaFilters(media: .movie, explicit: true, country: "RU", limit: 30)))
    let shown = console.transcript.joined(separator: "\n")
    #expect(shown.contains("Search filters — Signed in as Ivan Petrov"))
    #expect(shown.contains("Filters saved; they apply to your searches until you change them"))
    #expect(shown.contains("“500” is not a limit; give a number from 1 to 200"))
  }

  @Test func theSubcommandShowsThenSetsAsJSON() async throws {
    let app = try await AppHarness.make()
    let shown = ScriptedConsole([])
    #expect(try await runner(["filters"], app, shown, json: true).run(.filters) == .success)
    #expect(
      try decode(shown.transcript.last) == [
        "media": .text("music"), "explicit": .flag(true), "country": .text("US"),
        "limit": .number(30),
      ])

    let set = ScriptedConsole([])
    let code = try await runner(
      ["filters", "--media", "ebook", "--explicit", "no", "--limit", "12"], app, set, json: true
    ).run(.filters)

    #expect(code == .success)
    #expect(
      try decode(set.transcript.last) == [
        "media": .text("ebook"), "explicit": .flag(false), "country": .text("US"),
        "limit": .number(12),
      ])
  }

  private func decode(_ document: String?) throws -> [String: JSONScalar] {
    try JSONDecoder().decode([String: JSONScalar].self, from: Data((document ?? "").utf8))
  }

  @Test func aBadValueIsAUsageErrorThatSavesNothing() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([])

    let code = try await runner(["filters", "--media", "podcast"], app, console).run(.filters)

    #expect(code == .usage)
    #expect(
      console.transcript.first?.hasPrefix(
        "stderr: musiclib: --media: “podcast” is not a media type; choose music, movie or ebook")
        == true)
    let user = try #require(await app.accounts.currentUserID())
    #expect(await app.filters.filters(for: user) == nil)
  }
}

/// A JSON value of a flat document.
enum JSONScalar: Decodable, Equatable {
  case text(String)
  case number(Int)
  case flag(Bool)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = .flag(flag)
    } else if let number = try? container.decode(Int.self) {
      self = .number(number)
    } else {
      self = .text(try container.decode(String.self))
    }
  }
}
