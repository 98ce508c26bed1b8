import Domain
import Testing

@Suite struct HistoryTextTests {
  @Test(arguments: [
    ("Abbey ROAD", "abbey road"),
    ("ЁЛКА", "елка"),
    ("ёлка", "елка"),
    ("Е\u{0308}лка", "елка"),
    ("BJÖRK", "björk"),
    ("Cafe\u{0301}", "café"),
    ("Sigur Rós", "sigur rós"),
    ("ΣΊΣΥΦΟΣ", "σίσυφοσ"),
    ("100% a_b 'x'", "100% a_b 'x'"),
  ])
  func foldLowersCaseComposesAndReadsЁAsЕ(text: String, expected: String) {
    let folded = HistoryText.fold(text)
    #expect(folded == expected)
    // Byte equality matters: the folded text is the database's unique key.
    #expect(Array(folded.utf8) == Array(expected.precomposedStringWithCanonicalMapping.utf8))
  }

  @Test func theByteShortcutAgreesWithUnicodeLowercasingForEveryLetterItCovers() {
    let covered = [0x20...0x7E, 0x80...0xFF, 0x400...0x45F].joined()
    for value in covered {
      let character = String(Unicode.Scalar(UInt32(value))!)
      let expected = character.lowercased().precomposedStringWithCanonicalMapping
        .replacingOccurrences(of: "ё", with: "е")
      #expect(Array(HistoryText.fold("Ab" + character).utf8) == Array(("ab" + expected).utf8))
    }
  }

  @Test func foldTreatsComposedAndDecomposedTextAlike() {
    #expect(
      Array(HistoryText.fold("CAFÉ").utf8) == Array(HistoryText.fold("cafe\u{0301}").utf8))
  }

  @Test func trimmedDropsSurroundingWhitespaceAndLineBreaksOnly() {
    #expect(HistoryText.trimmed(" \t Abbey  Road \n") == "Abbey  Road")
  }
}
