import Localization
import Queue
import TestSupport
import Testing
import TextRenderers

@testable import LinePlayer

/// Records the queue intents the text view sends.
@MainActor final class RecordingQueuePresenter: QueuePresenting {
  private(set) var calls: [String] = []

  func viewDidLoad() async { calls.append("load") }
  func didSelectEntry(number: Int) async { calls.append("play \(number)") }
  func didRemoveEntry(number: Int) async { calls.append("remove \(number)") }
  func didMoveEntry(number: Int, to destination: Int) async {
    calls.append("move \(number) \(destination)")
  }
  func didRequestClear() async { calls.append("clear") }
  func didAddAlbum(id: Int64) async { calls.append("add \(id)") }
  func didAddTrack(albumID: Int64, number: Int, disc: Int?) async {
    calls.append("add \(albumID) \(disc.map { "\($0)-" } ?? "")\(number)")
  }
  func didCycleRepeat() async { calls.append("repeat") }
  func didToggleShuffle() async { calls.append("shuffle") }
  func didRequestPlayer() { calls.append("player") }
  func didRequestBack() { calls.append("back") }
}

@MainActor @Suite struct QueueTextViewTests {
  private static var model: QueueViewModel {
    var model = QueueViewModel()
    model.title = "Queue"
    model.header = "Signed in as Ivan Petrov"
    model.rows = [
      QueueRowViewModel(
        number: 1, title: "Война", artist: "Кино", album: "Группа крови", duration: "4:24",
        isCurrent: true)
    ]
    model.state = .playing
    model.stateText = "▶ Playing"
    model.positionText = "1/1"
    model.repeatText = "Repeat: off"
    model.shuffleText = "Shuffle: off"
    return model
  }

  @Test(
    arguments: [
      (
        [
          "3", "remove 2", "rm 1", "up 2", "down 1", "move 3 1", "clear", "add 42", "add 42 7",
          "add 42 2-1", "repeat", "SHUFFLE", ":player", "back",
        ],
        [
          "play 3", "remove 2", "remove 1", "move 2 1", "move 1 2", "move 3 1", "clear",
          "add 42", "add 42 7", "add 42 2-1", "repeat", "shuffle", "player", "back",
        ]
      ),
      (
        [
          "убрать 2", "вверх 2", "вниз 1", "переместить 1 3", "очистить", "добавить 42",
          "добавить 42 3", "повтор", "перемешать", "проигрыватель", "назад",
        ],
        [
          "remove 2", "move 2 1", "move 1 2", "move 1 3", "clear", "add 42", "add 42 3",
          "repeat", "shuffle", "player", "back",
        ]
      ),
    ])
  func linesInEnglishOrRussianBecomeIntents(script: [String], intents: [String]) async {
    let presenter = RecordingQueuePresenter()

    let goesOn = await QueueTextView(console: ScriptedConsole(script)).run(
      presenter: presenter, isDone: { presenter.calls.last == "back" })

    #expect(goesOn)
    #expect(presenter.calls == intents)
  }

  @Test func quitOrTheEndOfInputEndsTheApp() async {
    let presenter = RecordingQueuePresenter()
    #expect(
      await !QueueTextView(console: ScriptedConsole(["выход"])).run(
        presenter: presenter, isDone: { false }))
    #expect(
      await !QueueTextView(console: ScriptedConsole([])).run(
        presenter: presenter, isDone: { false }))
    #expect(presenter.calls.isEmpty)
  }

  @Test func otherTextGetsTheHintAndHelpTheCommands() async {
    let console = ScriptedConsole(["dance", "remove two", "add x", "help"])
    let view = QueueTextView(console: console)
    let presenter = RecordingQueuePresenter()

    _ = await view.run(presenter: presenter, isDone: { false })

    let hint = Localizer(language: .en)(LineAppHint.queue)
    #expect(console.transcript.filter { $0 == hint }.count == 3)
    #expect(console.output.contains("move N M        move entry N to place M"))
    #expect(presenter.calls.isEmpty)
  }

  @Test func theQueueIsPrintedOnceThenOnlyWhatChanged() {
    let console = ScriptedConsole([])
    let view = QueueTextView(console: console)

    view.display(Self.model)
    #expect(
      console.transcript == [
        "Queue — Signed in as Ivan Petrov", Localizer(language: .en)(LineAppHint.queue),
        "▶ Playing · 1/1 · Repeat: off · Shuffle: off\n▶ 1. Война — Кино  4:24",
      ])

    var noted = Self.model
    noted.message = "There is no entry 4: the queue has entries 1 to 1"
    view.display(noted)
    #expect(console.transcript.last == "There is no entry 4: the queue has entries 1 to 1")

    var paused = Self.model
    paused.state = .paused
    paused.stateText = "⏸ Paused"
    view.display(paused)
    #expect(console.transcript.last == "⏸ Paused · 1/1 · Repeat: off · Shuffle: off")

    var repeating = paused
    repeating.repeatText = "Repeat: all"
    view.display(repeating)
    #expect(
      console.transcript.last
        == "⏸ Paused · 1/1 · Repeat: all · Shuffle: off\n▶ 1. Война — Кино  4:24")
    #expect(console.transcript.count == 6)
  }
}
