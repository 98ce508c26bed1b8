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
  func didRequestSuggestions(for prefix: String) async { calls.append("suggest " + prefix) }
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
