import Domain
import Testing

@Suite struct SearchQueryTests {
  @Test func twoCharactersAreTooShort() {
    #expect(throws: SearchQueryError.tooShort) { try SearchQuery("ab") }
  }

  @Test func shortAfterTrimmingIsTooShort() {
    #expect(throws: SearchQueryError.tooShort) { try SearchQuery("  ab \n") }
  }

  @Test func threeCharactersAfterTrimmingAreEnough() throws {
    #expect(try SearchQuery("  abc\t").text == "abc")
  }

  @Test func twoHundredCharactersAreEnoughAndOneMoreIsTooMany() throws {
    #expect(try SearchQuery(String(repeating: "я", count: 200)).text.count == 200)
    #expect(throws: SearchQueryError.tooLong) {
      try SearchQuery(String(repeating: "a", count: 201))
    }
  }

  @Test func theUpperBoundCountsScalarsSoCombiningMarksCannotHideInOneCharacter() throws {
    // Twenty kilobytes of marks on three letters are three characters, and 10,003 scalars.
    let marked = "abc" + String(repeating: "\u{301}", count: 10_000)
    #expect(marked.count == 3)
    #expect(throws: SearchQueryError.tooLong) { try SearchQuery(marked) }
    let within = "ab" + String(repeating: "\u{301}", count: 197) + "c"
    #expect(try SearchQuery(within).text.unicodeScalars.count == SearchQuery.maximumLength)
  }

  @Test func aPastedMegabyteOfMarksIsTooLongNotTooShort() {
    // Two characters of six megabytes: the bound comes first, and it counts scalars.
    let piled = "ab" + String(repeating: "\u{301}", count: 3_000_000)
    #expect(throws: SearchQueryError.tooLong) { try SearchQuery(piled) }
    #expect(throws: SearchQueryError.tooLong) { try SearchQuery(piled + "\u{7}") }
  }

  @Test(arguments: ["ab\tcd", "abc\ndef", "abc\u{0}", "a\u{7}bc", "abc\u{85}def"])
  func controlCharactersInsideAreRefused(text: String) {
    #expect(throws: SearchQueryError.controlCharacters) { try SearchQuery(text) }
  }
}
