import Localization
import Search
import TestSupport
import Testing

@testable import LineApp
@testable import TextRenderers

/// What a search screen prints again on `back` (and on the way back from an album): the results
/// as the last search left them, never older ones; and a failure said once.
@MainActor @Suite struct ResultsScreenTests {
  static let rows = [1, 2].map { number in
    SearchRowViewModel(
      number: number, title: "Album \(number)", artist: "Kino", tracks: "10 tracks",
      year: "1988", artworkURL: nil, thumbnailURL: nil)
  }
  static let tooShort = FailureNotice(
    code: "queryTooShort", message: "Please enter at least 3 characters", kind: .invalidInput)
  static let offline = FailureNotice(
    code: "networkUnavailable", message: "The catalog cannot be reached", kind: .unavailable)

  static func model(
    rows: [SearchRowViewModel] = [], message: String? = nil, loading: Bool = false,
    failure: FailureNotice? = nil
  ) -> SearchViewModel {
    SearchViewModel(
      title: "Album search", prompt: "Album", isLoading: loading, rows: rows, message: message,
      failure: failure)
  }

  /// The screen's output after `displays`, then `back` typed: everything it printed, in order.
  static func printed(_ displays: [SearchViewModel]) async -> [String] {
    let console = ScriptedConsole(["back"])
    let view = SearchTextView(console: console)
    for display in displays { view.display(display) }
    _ = await view.run(presenter: NoSearchPresenter(), isDone: { false })
    return console.transcript
  }

  @Test func backAfterASearchThatFoundNothingSaysSoAndNotTheResultsBefore() async {
    let printed = await Self.printed([
      Self.model(message: "Searching for kino", loading: true),
      Self.model(rows: Self.rows, message: "Found 2 albums for kino"),
      Self.model(message: "Searching for zzz", loading: true),
      Self.model(message: "No albums found for zzz"),
    ])

    #expect(
      printed.suffix(3) == ["No albums found for zzz", "🔎 back", "No albums found for zzz"],
      "\(printed)")
    #expect(printed.filter { $0.contains("Album 1") }.count == 1, "\(printed)")
  }

  @Test func aFailureForOneDisplayLeavesTheResultsStandingAndIsSaidOnce() async {
    let printed = await Self.printed([
      Self.model(message: "Searching for kino", loading: true),
      Self.model(rows: Self.rows, message: "Found 2 albums for kino"),
      Self.model(rows: Self.rows, message: "Found 2 albums for kino", failure: Self.tooShort),
      Self.model(rows: Self.rows, message: "Suggestions for “ки”"),
    ])

    #expect(printed.filter { $0.contains(Self.tooShort.message) }.count == 1, "\(printed)")
    #expect(printed.last?.hasPrefix("Found 2 albums for kino\n1. Album 1") == true, "\(printed)")
  }

  @Test func aFailedSearchIsSaidOnceUnderWhatFollowsAndAgainOnBack() async {
    let printed = await Self.printed([
      Self.model(message: "Searching for kino", loading: true),
      Self.model(rows: Self.rows, message: "Found 2 albums for kino"),
      Self.model(message: "Searching for kino", loading: true),
      Self.model(failure: Self.offline),
      Self.model(message: "No suggestions", failure: Self.offline),
    ])

    #expect(printed.filter { $0.contains(Self.offline.message) }.count == 2, "\(printed)")
    #expect(printed.last == "✖ " + Self.offline.message, "back shows the failure, not the albums")
    #expect(printed.filter { $0.contains("Album 1") }.count == 1)
  }

  @Test func aFailedSearchOverTheResultsItKeptSaysWhyAndBackShowsThem() async {
    let printed = await Self.printed([
      Self.model(message: "Searching for kino", loading: true),
      Self.model(rows: Self.rows, message: "Found 2 albums for kino"),
      Self.model(message: "Searching for alisa", loading: true),
      Self.model(rows: Self.rows, failure: Self.offline),
    ])

    #expect(printed.filter { $0.contains(Self.offline.message) } == ["✖ " + Self.offline.message])
    #expect(printed.filter { $0.contains("Album 1") }.count == 2, "found, then on back: \(printed)")
    #expect(printed.last?.contains("1. Album 1") == true, "\(printed)")
  }
}
