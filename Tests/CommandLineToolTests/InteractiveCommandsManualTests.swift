import AppCommands
import Localization
import Testing

@testable import CommandLineSpec

/// The man page's interactive commands come from the command vocabulary (`AppCommand`).
@Suite struct InteractiveCommandsManualTests {
  @Test(arguments: [Language.en, .ru])
  func everyDescribedCommandIsInTheManPageWithItsRussianWord(language: Language) {
    let localize = Localizer(language: language)
    let page = ManualPage.roff(localize: localize, version: "1")
    #expect(page.contains(".SH \(ManualPage.text(localize(ManualPhrase.sectionInteractive)))\n"))
    for command in AppCommandDescription.allCases {
      let russian = command.russianWord.map { ", " + ManualPage.text($0) } ?? ""
      #expect(
        page.contains(
          ".TP\n\\fB\(ManualPage.text(command.words))\\fR\(russian)\n"
            + ManualPage.text(localize(command))),
        "\(command)")
    }
  }

  @Test func everyDescribedWordIsACommandOfTheVocabulary() {
    for command in AppCommandDescription.allCases {
      let parsed = AppCommand.parse(command.words.replacingOccurrences(of: "TEXT", with: "кино"))
      if case .text = parsed { Issue.record("\(command.words) is not a command") }
      if let russian = command.russianWord {
        #expect(
          AppCommand.parse(russian) == AppCommand.parse(command.words.split(separator: " ")[0] + "")
        )
      }
    }
  }
}
