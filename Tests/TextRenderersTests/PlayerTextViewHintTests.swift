import AlbumDetail
import Domain
import Localization
import Player
import TerminalKit
import TestSupport
import Testing

@testable import LineApp
@testable import LinePlayer
@testable import LineScreens
@testable import TextRenderers

/// Counts the intents a player screen reports.
@MainActor final class CountingPlayerPresenter: PlayerPresenting {
  private(set) var backs = 0

  func viewDidLoad() async {}
  func didToggle() async {}
  func didRequestNext() async {}
  func didRequestPrevious() async {}
  func didRequestStop() async {}
  func didRequestBack() async { backs += 1 }
  func didCycleRepeat() async {}
  func didToggleShuffle() async {}
  func didRequestQueue() {}
  func didRequestProgress() async {}
  func didReachEndOfInput() async {}
}

@MainActor @Suite struct PlayerTextViewHintTests {
  @Test func aPlayerWithNoTrackSaysItsKeysAfterTheFailureAndAtEveryUnknownKey() async {
    let console = ScriptedConsole(["h", "e", "l", "back"])
    let view = PlayerTextView(console: console)
    var model = PlayerViewModel()
    model.state = .failed
    model.failure = FailureNotice(code: "notFound", message: "Album not found", kind: .notFound)
    view.display(model)
    let presenter = CountingPlayerPresenter()

    _ = await view.run(presenter: presenter, isDone: { presenter.backs > 0 })

    let keys = Localizer(language: .en)(LineAppHint.player)
    #expect(
      console.transcript == [
        "✖ Album not found", keys, "> h", keys, "> e", keys, "> l", keys, "> back",
      ])
  }
}

@MainActor @Suite struct HelpScreenTextTests {
  @Test func theAlbumScreenShowsItsHelpInTheLanguageChosen() async {
    let console = ScriptedConsole(["help"])
    let view = AlbumDetailTextView(console: console)
    view.language = .ru

    _ = await view.run(presenter: IgnoringAlbumPresenter(), isDone: { false })

    let help = console.transcript.last ?? ""
    #expect(help.hasPrefix("Команды этого экрана:\n"))
    #expect(help.contains("  aN              открыть другой альбом исполнителя N"))
  }

  @Test func thePlayerShowsItsKeysAndCommandsOnHelp() async {
    let console = ScriptedConsole(["help", "x", "back"])
    let view = PlayerTextView(console: console)
    let presenter = CountingPlayerPresenter()

    _ = await view.run(presenter: presenter, isDone: { presenter.backs > 0 })

    #expect(console.transcript[1].hasPrefix("Commands on this screen:\n"))
    #expect(console.transcript[1].contains("quit            leave the app (key: q)"))
    #expect(
      Array(console.transcript.suffix(3)) == ["> x", "", "> back"],
      "a wrong key after the help answers too (blank: no track was ever shown)")
  }

  @Test(arguments: [Language.en, .ru])
  func everyHelpScreenHasOneCommandPerLineWithWhatItDoes(language: Language) {
    for screen in HelpPhrase.allCases where screen != .title && screen != .russianWords {
      let lines = screen.screen(language: language, style: TextStyle(enabled: false))
        .split(separator: "\n").dropFirst()
      #expect(lines.count >= 4, "\(screen)")
      for line in lines {
        #expect(line.hasPrefix("  ") && line.dropFirst(2).first != " ", "\(screen): \(line)")
        #expect(line.count > 20 && line.dropFirst(18).first != " ", "\(screen): \(line)")
      }
    }
  }
}

/// An album screen presenter that records the tracks chosen and ignores every other intent.
@MainActor final class IgnoringAlbumPresenter: AlbumDetailPresenting {
  private(set) var choices: [TrackChoice] = []

  func viewDidLoad() async {}
  func didRequestBack() {}
  func didSelectTrack(_ choice: TrackChoice) { choices.append(choice) }
  func didRequestPlayAlbum() {}
  func didRequestProfile() {}
  func didRequestHistory() {}
  func didRequestSignOut() async {}
  func didRequestSave() async {}
  func didRequestRemove() async {}
  func didSelectOtherAlbum(number: Int) {}
}
