import Player
import TerminalKit
import TestSupport
import Testing

@testable import LinePlayer
@testable import TextRenderers

/// The player screen's keys line and its cover, as the album screen draws it.
@MainActor @Suite struct PlayerScreenTextTests {
  static func model() -> PlayerViewModel {
    var model = PlayerViewModel()
    model.artist = "Кино"
    model.track = "Группа крови"
    model.album = "Группа крови"
    model.trackPosition = "Track 1 of 11"
    model.coverURL = "https://example.com/600x600bb.jpg"
    model.state = .playing
    model.stateText = "▶ Playing"
    model.progress = "0:01 / 0:30"
    model.document = PlayerDocument(
      state: .playing, positionSeconds: 1, durationSeconds: 30, track: "Группа крови",
      artist: "Кино")
    return model
  }

  /// Never called: the screens under test only print.
  final class SilentPresenter: PlayerPresenting {
    func viewDidLoad() async {}
    func didToggle() async {}
    func didRequestNext() async {}
    func didRequestPrevious() async {}
    func didRequestStop() async {}
    func didRequestBack() async {}
    func didCycleRepeat() async {}
    func didToggleShuffle() async {}
    func didRequestQueue() {}
    func didRequestProgress() async {}
    func didReachEndOfInput() async {}
  }

  /// Shows track 1 of the album, then track 2, and lets the screen print them.
  static func playTwoTracks(on view: PlayerTextView) async {
    view.display(model())
    var next = model()
    next.track = "Война"
    next.trackPosition = "Track 2 of 11"
    view.display(next)
    _ = await view.run(presenter: SilentPresenter(), isDone: { true })
  }

  @Test func aTerminalShowsTheKeysOnceUnderTheFirstHeading() {
    let console = ScriptedConsole([])
    let view = PlayerTextView(console: console, liveStatus: true)
    view.display(Self.model())
    var next = Self.model()
    next.track = "Война"
    next.trackPosition = "Track 2 of 11"
    view.display(next)
    let keys = console.transcript.filter { $0.contains("q quit") }
    #expect(keys.count == 1)
    #expect(
      console.transcript.first
        == "Кино — Группа крови\nГруппа крови · Track 1 of 11\nhttps://example.com/600x600bb.jpg\n"
        + "Keys: space play/pause · n next · p previous · s stop · r repeat · z shuffle · u queue"
        + " · b back · q quit")
  }

  @Test func theCoverIsDrawnBesideTheFirstHeadingAndTheStatusFollowsIt() async {
    let console = ScriptedConsole([])
    let cover = DrawnArtwork(text: "CC\nCC\nCC", columns: 2, placement: .beside)
    let view = PlayerTextView(
      console: console,
      artwork: FixedArtwork(covers: ["https://example.com/600x600bb.jpg": cover], thumbnails: [:]))
    await Self.playTwoTracks(on: view)

    #expect(
      console.transcript == [
        "CC  Кино — Группа крови\nCC  Группа крови · Track 1 of 11\nCC", "▶ Playing  0:01 / 0:30",
        "Кино — Война\nГруппа крови · Track 2 of 11", "▶ Playing  0:01 / 0:30",
      ], "the next track of the album gets the text heading, not the cover's URL")
  }

  @Test func withoutCoversEveryHeadingKeepsTheCoversURL() async {
    let console = ScriptedConsole([])
    let view = PlayerTextView(console: console)
    await Self.playTwoTracks(on: view)

    #expect(
      console.transcript.filter { $0.hasSuffix("\nhttps://example.com/600x600bb.jpg") }.count == 2)
  }

  @Test func aStateWithoutProgressIsTheStateAlone() {
    var model = Self.model()
    model.state = .idle
    model.stateText = "■ Stopped"
    model.progress = ""
    #expect(PlayerText.status(model) == "■ Stopped")
  }
}
