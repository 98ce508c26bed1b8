import AppCommands
import TestSupport
import Testing

@testable import LineApp
@testable import TextRenderers

@MainActor @Suite struct LiteralSearchTests {
  @Test(arguments: [
    ("/1989", "1989"), ("/help", "help"), ("/history", "history"), ("/ 21 ", "21"),
    ("\"1989\"", "1989"), ("“21”", "21"), ("«кино»", "кино"), ("/\"1\"", "1"), ("/", ""),
  ])
  func textWrittenToBeSearchedIsSearchedWithoutTheSlashOrTheQuotes(input: String, query: String) {
    #expect(LiteralSearch.query(in: input) == query)
  }

  @Test(arguments: ["1989", "help", "the beatles", "\"unclosed", "a/b", "\""])
  func anythingElseIsLeftToTheScreensCommands(input: String) {
    #expect(LiteralSearch.query(in: input) == nil)
  }

  @Test func theAlbumSearchSearchesNumbersAndCommandsAfterASlash() async {
    let console = ScriptedConsole(["/1989", "/help", "\"1989\"", "/history", "/21"])
    let presenter = TrackRequestingSearchPresenter()
    let view = SearchTextView(console: console)

    _ = await view.run(presenter: presenter, isDone: { false })

    #expect(presenter.albumQueries == ["1989", "help", "1989", "history", "21"])
  }

  @Test func theTrackSearchSearchesANumberAfterASlash() async {
    let console = ScriptedConsole(["/1989", "“21”"])
    let presenter = RecordingTrackSearchPresenter()
    let view = TrackSearchTextView(console: console)

    _ = await view.run(presenter: presenter, isDone: { false })

    #expect(presenter.calls == [.submit("1989"), .submit("21")])
  }
}
