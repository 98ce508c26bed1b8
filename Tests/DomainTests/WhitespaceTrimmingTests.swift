import Domain
import Foundation
import Testing

/// `trimmedOfWhitespace` trims exactly what Foundation's `.whitespacesAndNewlines` trims.
@Suite struct WhitespaceTrimmingTests {
  @Test(arguments: [
    "  Beatles  ", "\t\nКино\r\n", "\u{00A0}ABBA\u{3000}", "\u{0085}\u{2028}Air\u{2029}\u{202F}",
    "\u{200B}zero width stays\u{200B}", " \u{0301}accent on a space", "   ", "", "a",
    "middle  spaces stay", "\u{1680}\u{2000}\u{200A}\u{205F}x\u{000B}\u{000C}",
  ])
  func trimsWhatFoundationTrims(text: String) {
    #expect(text.trimmedOfWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test func everyScalarOfTheBasicPlaneIsTrimmedAsFoundationTrimsIt() {
    let differing = (0..<0x1_0000).compactMap(Unicode.Scalar.init).filter { scalar in
      let text = "\(scalar)x\(scalar)"
      return text.trimmedOfWhitespace != text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(differing.isEmpty, "\(differing.map { String($0.value, radix: 16) })")
  }
}
