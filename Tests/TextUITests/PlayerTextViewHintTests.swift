import Localization
import Player
import TestSupport
import Testing

@testable import TextUI

/// Counts the intents a player screen reports.
@MainActor final class CountingPlayerPresenter: PlayerPresenting {
  private(set) var backs = 0

  func viewDidLoad() async {}
  func didToggle() async {}
  func didRequestNext() async {}
  func didRequestPrevious() async {}
  func didRequestStop() async {}
  func didRequestBack() async { backs += 1 }
  func didRequestProgress() async {}
  func didReachEndOfInput() async {}
}

@MainActor @Suite struct PlayerTextViewHintTests {
  @Test func aPlayerWithNoTrackSaysItsKeysOnceAfterTheFailure() async {
    let console = ScriptedConsole(["h", "e", "l", "back"])
    let view = PlayerTextView(console: console)
    var model = PlayerViewModel()
    model.hint = "Keys: b back"
    model.state = .failed
    model.failure = FailureNotice(code: "notFound", message: "Album not found", kind: .notFound)
    view.display(model)
    let presenter = CountingPlayerPresenter()

    _ = await view.run(presenter: presenter, isDone: { presenter.backs > 0 })

    #expect(
      console.transcript == ["✖ Album not found", "Keys: b back", "> h", "> e", "> l", "> back"])
  }
}
