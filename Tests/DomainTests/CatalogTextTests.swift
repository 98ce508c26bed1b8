import Domain
import Testing

@Suite struct CatalogTextTests {
  @Test func textWithinTheBoundStaysAsItIs() {
    let text = String(repeating: "я", count: CatalogText.maximumScalars)
    #expect(CatalogText.capped(text) == text)
    #expect(CatalogText.whole(text) == text)
    #expect(CatalogText.capped("") == "")
  }

  @Test func longerTextIsCutToTheBoundWithAnEllipsis() {
    let capped = CatalogText.capped(String(repeating: "я", count: 3_000), to: 100)
    #expect(capped == String(repeating: "я", count: 99) + "…")
    #expect(capped.unicodeScalars.count == 100)
  }

  @Test func theBoundCountsScalarsSoOneCharacterOfMarksIsCutToo() {
    let marks = "e" + String(repeating: "\u{301}", count: 1_000_000)
    #expect(marks.count == 1, "one grapheme")

    let capped = CatalogText.capped(marks)

    #expect(capped.unicodeScalars.count == CatalogText.maximumScalars)
    #expect(capped.hasSuffix("…"))
    #expect(CatalogText.whole(marks) == nil, "an address is never cut, only dropped")
  }
}
