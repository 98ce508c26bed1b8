import Localization
import TerminalKit
import Testing

@testable import TextRenderers

@Suite struct StandardStreamsLanguageTests {
  @Test func theOutputFailureMessageIsInBothLanguages() {
    let english = StandardStreams.failureMessage(errno: 28, language: .en)
    let russian = StandardStreams.failureMessage(errno: 28, language: .ru)
    #expect(english == "Could not write the output: No space left on device")
    #expect(russian == "Не удалось записать вывод: No space left on device")
  }
}
