import Domain
import Search
import TestSupport
import Testing

@testable import LineApp
@testable import TextRenderers

/// A search presenter that suggests from a fixed history and records every intent.
@MainActor final class SuggestingSearchPresenter: SearchPresenting {
  weak var view: SearchTextView?
  let history: [String]
  private(set) var calls: [String] = []
  private var model = SearchViewModel(title: "Album search", prompt: "p")

  init(history: [String]) { self.history = history }

  func viewDidLoad() async {}
  func didSubmit(query: String) async { calls.append("submit " + query) }
  func didSelectAlbum(number: Int) { calls.append("album \(number)") }
  func didRequestSuggestions(for prefix: String, kind: SearchKind?) async {
    calls.append("suggest " + prefix)
    model.suggestions = history.filter { prefix.isEmpty || $0.contains(prefix) }
    model.suggestionsTitle = prefix.isEmpty ? "Recent searches" : "Suggestions for “\(prefix)”"
    view?.display(model)
  }
  func didChooseSuggestion(number: Int) async { calls.append("choose \(number)") }
  func didRequestTrackSearch(query: String) {}
  func didRequestHistory() {}
  func didRequestLibrary() {}
  func didRequestFilters() {}
  func didRequestMediaSearch(query: String) {}
  func didRequestProfile() {}
  func didRequestSignOut() async {}
}

@MainActor @Suite struct TypeaheadTests {
  func run(typing keys: String, history: [String] = ["the beatles", "кино"]) async -> (
    SuggestingSearchPresenter, ScriptedKeyboard, ScriptedConsole
  ) {
    let keyboard = ScriptedKeyboard(typing: keys)
    let console = ScriptedConsole([])
    let view = SearchTextView(console: console, keyboard: keyboard.terminal)
    let presenter = SuggestingSearchPresenter(history: history)
    presenter.view = view
    _ = await view.run(presenter: presenter, isDone: { false })
    return (presenter, keyboard, console)
  }

  @Test func eachKeyAsksForSuggestionsAndTheyAreDrawnUnderTheLine() async {
    let (presenter, keyboard, _) = await run(typing: "ки\r")
    #expect(presenter.calls == ["suggest ", "suggest к", "suggest ки", "submit ки"])
    #expect(keyboard.writes[0].contains("\nRecent searches\n    the beatles\n    кино"))
    #expect(keyboard.writes[2] == "\r\u{1B}[J🔎 ки\nSuggestions for “ки”\n    кино\u{1B}[2A\r🔎 ки")
    #expect(keyboard.writes[3] == "\r\u{1B}[J🔎 ки\n", "submitting clears the suggestions")
  }

  @Test func anInterruptWhileReadingClearsTheSuggestionsAndNothingAfterTheLine() async {
    let (presenter, keyboard, _) = await run(typing: "ки\u{15}\r")
    #expect(!presenter.calls.contains { $0.hasPrefix("submit") }, "an empty line searches nothing")
    #expect(keyboard.interruptCleanups.contains("\r\u{1B}[J🔎 ки"))
    #expect(keyboard.interruptCleanups.last == .some(nil), "nothing to clear once the line ended")
  }

  @Test func downThenEnterRunsTheHighlightedSuggestion() async {
    let (presenter, keyboard, _) = await run(typing: "e\u{1B}[B\r")
    #expect(presenter.calls.last == "submit the beatles")
    #expect(keyboard.output.contains("  › the beatles"))
  }

  @Test func tabFillsTheLineAndEnterThenSubmitsIt() async {
    let (presenter, _, _) = await run(typing: "ки\t\r")
    #expect(presenter.calls.suffix(2) == ["suggest кино", "submit кино"])
  }

  @Test func commandsStillWorkAndTheChoiceCommandKeepsTheSuggestionsShown() async {
    let (presenter, _, _) = await run(typing: "2\r!1\r")
    // Nothing matched "2", so the next empty line asks for recent searches; "!" and "!1" ask
    // for nothing, so !1 is the first recent search.
    #expect(presenter.calls == ["suggest ", "suggest 2", "album 2", "suggest ", "choose 1"])
  }

  @Test func ctrlDOnAnEmptyLineEndsTheScreenAndLeavesRawMode() async {
    let keyboard = ScriptedKeyboard(typing: "\u{04}")
    let view = SearchTextView(console: ScriptedConsole([]), keyboard: keyboard.terminal)
    let presenter = SuggestingSearchPresenter(history: [])
    presenter.view = view
    #expect(await view.run(presenter: presenter, isDone: { false }) == false)
    #expect(keyboard.timesRaw == 1)
    #expect(!keyboard.isRaw)
    #expect(keyboard.writes.last == "\r\u{1B}[J🔎 \n")
  }

  @Test func suggestionsAreNotPrintedAsTextWhileTheEditorShowsThem() async {
    let keyboard = ScriptedKeyboard(typing: "")
    let console = ScriptedConsole([])
    let view = SearchTextView(console: console, keyboard: keyboard.terminal)
    var model = SearchViewModel(title: "Album search", prompt: "p")
    model.suggestions = ["the beatles"]
    model.suggestionsTitle = "Recent searches"
    view.display(model)
    #expect(!console.output.contains("!1"))
    let presenter = SuggestingSearchPresenter(history: [])
    _ = await view.run(presenter: presenter, isDone: { false })
    #expect(presenter.calls.isEmpty, "the suggestions already known are shown, not asked again")
    #expect(keyboard.output.contains("Recent searches\n    the beatles"))
  }

  @Test func withoutAKeyboardSuggestionsArePrintedAsBefore() {
    let console = ScriptedConsole([])
    let view = SearchTextView(console: console)
    var model = SearchViewModel(title: "Album search", prompt: "p")
    model.suggestions = ["the beatles"]
    model.suggestionsTitle = "Recent searches"
    view.display(model)
    #expect(console.output.contains("  !1 the beatles"))
  }
}
