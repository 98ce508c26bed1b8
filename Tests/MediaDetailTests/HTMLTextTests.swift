import Domain
import MediaDetail
import Testing

@Suite struct HTMLTextTests {
  @Test func breaksAndParagraphsBecomeLinesAndTagsGo() {
    #expect(
      HTMLText.plain("<b>«Мастер»</b> — роман.<br /><br />Москва,\n  1930-е.<br>Конец")
        == "«Мастер» — роман.\n\nМосква, 1930-е.\nКонец")
    #expect(
      HTMLText.plain("<p>Tolstoy&#39;s epic.</p><p>By Louise &amp; Aylmer</p>")
        == "Tolstoy's epic.\n\nBy Louise & Aylmer")
    #expect(HTMLText.plain("<P CLASS=x>a</P><DIV>b</DIV>") == "a\n\nb")
  }

  @Test func referencesAreDecoded() {
    #expect(HTMLText.plain("&lt;i&gt; &quot;q&quot; &apos;a&apos;") == "<i> \"q\" 'a'")
    #expect(HTMLText.plain("&#x21;&#33;&#X41;&nbsp;x") == "!!A\u{A0}x")
    #expect(HTMLText.plain("AT&T &unknown; &#;") == "AT&T &unknown; &#;")
  }

  @Test func controlCharactersFromTextOrReferencesAreLeftOut() {
    #expect(HTMLText.plain("a&#27;[31mb &#x9b;c \u{1B}]52;c;x\u{7}d") == "a[31mb c ]52;c;xd")
  }

  @Test func lineAndParagraphSeparatorsBecomeBreaks() {
    #expect(HTMLText.plain("a\u{2028}b\u{2029}c") == "a\nb\n\nc")
  }

  /// Each `<` without a `>` after it once searched the rest of the text for one.
  @Test func openingBracketsWithoutAClosingOneStayAsText() {
    let brackets = String(repeating: "<", count: 500_000)

    let plain = HTMLText.plain("Intro " + brackets)

    #expect(plain.hasPrefix("Intro <<<"))
    #expect(plain.hasSuffix("<…"))
    #expect(plain.unicodeScalars.count == CatalogText.maximumDescriptionScalars)
    #expect(HTMLText.plain("<<a<b>c<<") == "c<<", "a tag runs from its first `<` to the `>`")
  }

  @Test func aDescriptionIsCutAtItsBoundBeforeItIsConverted() {
    let long = String(repeating: "<b>word</b> ", count: 10_000)

    let plain = HTMLText.plain(long)

    #expect(plain.hasPrefix("word word"))
    #expect(plain.hasSuffix("…"))
    #expect(plain.unicodeScalars.count < CatalogText.maximumDescriptionScalars)
  }

  @Test func plainTextStaysAsItIs() {
    #expect(HTMLText.plain("Just a description.") == "Just a description.")
    #expect(HTMLText.plain("") == "")
  }
}
