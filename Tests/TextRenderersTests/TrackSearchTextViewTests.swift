import Domain
import Localization
import Search
import TestSupport
import Testing

@testable import LineApp
@testable import TextRenderers

/// Records the intents a track search screen reports.
@MainActor final class RecordingTrackSearchPresenter: TrackSearchPresenting {
  enum Call: Equatable {
    case submit(String)
    case select(Int)
    case back
  }

  private(set) var calls: [Call] = []

  func viewDidLoad() async {}
  func didSubmit(query: String) async { calls.append(.submit(query)) }
  func didSelectTrack(number: Int) { calls.append(.select(number)) }
  func didRequestBack() { calls.append(.back) }
}

/// Records only the track search requests of the album search screen.
@MainActor final class TrackRequestingSearchPresenter: SearchPresenting {
  private(set) var trackQueries: [String] = []
  private(set) var albumQueries: [String] = []
  private(set) var libraryRequests = 0

  func viewDidLoad() async {}
  func didSubmit(query: String) async { albumQueries.append(query) }
  func didSelectAlbum(number: Int) {}
  func didRequestSuggestions(for prefix: String, kind: SearchKind?) async {}
  func didChooseSuggestion(number: Int) async {}
  func didRequestHistory() {}
  func didRequestLibrary() { libraryRequests += 1 }
  func didRequestFilters() {}
  func didRequestMediaSearch(query: String) {}
  func didRequestTrackSearch(query: String) { trackQueries.append(query) }
  func didRequestProfile() {}
  func didRequestSignOut() async {}
}

@MainActor @Suite struct TrackSearchTextViewTests {
  static func model(rows: [TrackSearchRowViewModel] = [], message: String? = nil)
    -> TrackSearchViewModel
  {
    var model = TrackSearchViewModel(title: "Track search", prompt: "Track")
    model.header = "Signed in as Anna Smith"
    model.rows = rows
    model.message = message
    return model
  }

  /// What the track search screen says can be typed there.
  static let hint = Localizer(language: .en)(LineAppHint.trackSearch)

  static let row = TrackSearchRowViewModel(
    number: 1, title: "Группа крови", artist: "Кино", album: "Группа крови", duration: "4:46")

  @Test func theAlbumSearchSendsTracksTermsToTheTrackSearch() async {
    let console = ScriptedConsole(["tracks группа крови", "TRACKS  кино ", ":tracks", "tracksy"])
    let presenter = TrackRequestingSearchPresenter()
    let view = SearchTextView(console: console)

    let wentOn = await view.run(presenter: presenter, isDone: { false })

    #expect(wentOn == false, "the end of input ends the app")
    #expect(presenter.trackQueries == ["группа крови", "кино", ""])
    #expect(presenter.albumQueries == ["tracksy"])
  }

  @Test func numbersBackAndNewQueriesReachThePresenter() async {
    let console = ScriptedConsole(["2", "группа крови", "tracks кино", "back"])
    let presenter = RecordingTrackSearchPresenter()
    let view = TrackSearchTextView(console: console)

    let wentOn = await view.run(presenter: presenter, isDone: { presenter.calls.last == .back })

    #expect(wentOn)
    #expect(presenter.calls == [.select(2), .submit("группа крови"), .submit("кино"), .back])
    #expect(console.prompts == ["🎵 ", "🎵 ", "🎵 ", "🎵 "])
  }

  @Test func quitEndsTheAppAndHelpShowsTheHelpScreen() async {
    let console = ScriptedConsole(["help", "quit", "1"])
    let presenter = RecordingTrackSearchPresenter()
    let view = TrackSearchTextView(console: console)
    view.display(Self.model())

    let wentOn = await view.run(presenter: presenter, isDone: { false })

    #expect(!wentOn)
    #expect(presenter.calls.isEmpty)
    #expect(console.transcript.filter { $0 == Self.hint }.count == 1)
    #expect(
      console.transcript.filter { $0.hasPrefix("Commands on this screen:\n  TEXT ") }.count == 1)
  }

  @Test func printsTheHeaderOnceThenRowsThenOnlyNotesAboutTheSameRows() {
    let console = ScriptedConsole([])
    let view = TrackSearchTextView(console: console)

    view.display(Self.model())
    view.display(Self.model(rows: [Self.row], message: "Found 1 track for “крови”"))
    view.display(Self.model(rows: [Self.row], message: "There is no track number 4"))

    #expect(
      console.transcript == [
        "Track search — Signed in as Anna Smith", Self.hint,
        "Found 1 track for “крови”\n1. Группа крови — Кино · Группа крови · 4:46",
        "There is no track number 4",
      ])
  }

  @Test func redisplayShowsTheLastTracksAgain() {
    let console = ScriptedConsole([])
    let view = TrackSearchTextView(console: console)
    view.redisplay()
    #expect(console.transcript.isEmpty, "nothing was found yet")

    view.display(Self.model(rows: [Self.row], message: "Found 1 track for “крови”"))
    view.display(Self.model(rows: [Self.row], message: "There is no track number 4"))
    view.redisplay()

    #expect(
      console.transcript.last
        == "Found 1 track for “крови”\n1. Группа крови — Кино · Группа крови · 4:46")
  }
}
