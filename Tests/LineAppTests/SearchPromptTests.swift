import Domain
import Localization
import Search
import TestSupport
import Testing

@testable import LineApp

/// What the album search prompt makes of an empty line, `clear`, Ctrl-L and a number.
@MainActor final class NumberingSearchPresenter: SearchPresenting {
  weak var view: SearchTextView?
  private(set) var calls: [String] = []

  func viewDidLoad() async {}
  func didSubmit(query: String) async { calls.append("submit " + query) }
  func didSelectAlbum(number: Int) {
    calls.append("album \(number)")
    var model = SearchViewModel(title: "Album search", prompt: "p")
    model.message = "Search first"
    view?.display(model)
  }
  func didRequestSuggestions(for prefix: String, kind: SearchKind?) async {
    calls.append("suggest " + prefix)
  }
  func didChooseSuggestion(number: Int) async {}
  func didRequestTrackSearch(query: String) {}
  func didRequestHistory() {}
  func didRequestLibrary() {}
  func didRequestFilters() {}
  func didRequestMediaSearch(query: String) {}
  func didRequestProfile() {}
  func didRequestSignOut() async {}
}

@MainActor @Suite struct SearchPromptTests {
  func run(_ script: [String]) async -> (NumberingSearchPresenter, ScriptedConsole) {
    let console = ScriptedConsole(script)
    let view = SearchTextView(console: console)
    let presenter = NumberingSearchPresenter()
    presenter.view = view
    view.display(SearchViewModel(title: "Album search", prompt: "p"))
    _ = await view.run(presenter: presenter, isDone: { false })
    return (presenter, console)
  }

  @Test func anEmptyLineDoesNothingAndClearOrCtrlLRedrawsTheScreen() async {
    let (presenter, console) = await run(["", "clear", "\u{0C}", "очистить"])

    #expect(presenter.calls.isEmpty, "nothing searched: \(presenter.calls)")
    #expect(console.transcript.filter { $0 == "Album search" }.count == 4, "\(console.transcript)")
  }

  @Test func aNumberTooShortToSearchIsNotOfferedAsASearch() async {
    let (_, console) = await run(["5", "1989"])

    #expect(console.transcript.contains("Search first"), "\(console.transcript)")
    #expect(!console.transcript.contains { $0.contains("/5") })
    #expect(console.transcript.contains("Search first; to search for 1989, type /1989"))
  }
}

/// Results page by the terminal's height, each page under the results' header.
@MainActor @Suite struct ResultsPagingTests {
  static func results(_ count: Int) -> SearchViewModel {
    var model = SearchViewModel(title: "Album search", prompt: "p")
    model.message = "Found \(count) for “kino”"
    model.rows = (1...count).map { number in
      SearchRowViewModel(
        number: number, title: "Album \(number)", artist: "Kino", tracks: "1 track", year: "1988",
        artworkURL: nil, thumbnailURL: nil)
    }
    return model
  }

  func run(rows: Int, height: Int?, language: Language = .en, _ script: [String]) async
    -> ScriptedConsole
  {
    let console = ScriptedConsole(script)
    console.columns = 120
    let view = SearchTextView(console: console)
    view.language = language
    view.pageHeight = { height }
    view.display(SearchViewModel(title: "Album search", prompt: "p"))
    view.display(Self.results(rows))
    _ = await view.run(presenter: NumberingSearchPresenter(), isDone: { false })
    return console
  }

  @Test func aLongListShowsAPageThenTheNextOnEnterUnderItsHeader() async {
    let console = await run(rows: 50, height: 24, ["", "", ""])
    let pages = console.transcript.filter { $0.hasPrefix("Found 50") }

    #expect(pages.count == 3, "\(console.transcript)")
    #expect(pages[0].hasSuffix("\n20. Album 20 — Kino · 1 track · 1988"))
    #expect(!pages[0].contains("21. Album 21"))
    #expect(pages[1].hasPrefix("Found 50 for “kino”\n21. Album 21"))
    #expect(pages[2].hasSuffix("\n50. Album 50 — Kino · 1 track · 1988"))
    #expect(
      console.transcript.filter { $0.contains(" of 50") }
        == ["1–20 of 50 · Enter for more", "21–40 of 50 · Enter for more", "41–50 of 50"])
  }

  @Test func theNoteUnderAPageIsRussianInTheRussianApp() async {
    let console = await run(rows: 30, height: 24, language: .ru, [])
    #expect(console.transcript.contains("1–20 из 30 · Enter — ещё"))
  }

  @Test func withoutATerminalOrWhenAllFitEveryRowIsPrinted() async {
    for (rows, height) in [(50, nil), (10, 24)] as [(Int, Int?)] {
      let console = await run(rows: rows, height: height, [])
      #expect(
        console.transcript.contains {
          $0.hasSuffix("\(rows). Album \(rows) — Kino · 1 track · 1988")
        })
      #expect(!console.transcript.contains { $0.contains(" of \(rows)") })
    }
  }
}
