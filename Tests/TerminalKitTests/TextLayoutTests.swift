import TerminalKit
import Testing

@testable import TerminalText

@Suite struct TextLayoutTests {
  @Test func wideCharactersEmojiAndCombiningMarksAreMeasuredInCells() {
    #expect(DisplayWidth.of("abc") == 3)
    #expect(DisplayWidth.of("東京") == 4)
    #expect(DisplayWidth.of("한국어") == 6)
    #expect(DisplayWidth.of("🎵") == 2)
    #expect(DisplayWidth.of("👩‍👩‍👧") == 2)
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("Мужчина") == 7)
    #expect(DisplayWidth.of("\u{1B}[1mbold\u{1B}[0m") == 4)
    #expect(DisplayWidth.of("\u{1B}]8;;https://x.y\u{1B}\\link\u{1B}]8;;\u{1B}\\") == 4)
  }

  @Test func aPromptWrapsAtWordsAndKeepsItsTrailingSpace() {
    let prompt = "Password (6+ characters with a digit, a lowercase and an uppercase letter): "
    #expect(
      TextLayout(width: 40).prompt(prompt)
        == "Password (6+ characters with a digit, a\nlowercase and an uppercase letter): ")
    #expect(TextLayout(width: 80).prompt(prompt) == prompt)
    #expect(TextLayout.unbounded.prompt(prompt) == prompt)
  }

  @Test func aPromptLeavesRoomForTheAnswerTypedAfterIt() {
    let prompt = "Date of birth (YYYY-MM-DD): "
    #expect(
      TextLayout(width: 30).prompt(prompt, answerRoom: 12) == "Date of birth\n(YYYY-MM-DD): ",
      "27 cells and a space would leave 2 for the date")
    #expect(TextLayout(width: 30).prompt(prompt) == prompt, "a secret's prompt needs no room")
    #expect(TextLayout(width: 40).prompt(prompt, answerRoom: 12) == prompt)
    #expect(TextLayout(width: 12).prompt("Name: ", answerRoom: 12) == "Name: ", "one word stays")
  }

  @Test func textWrapsAtSpacesWithinTheWidth() {
    let lines = TextLayout(width: 20).wrap("the quick brown fox jumps over the lazy dog")
    #expect(lines == ["the quick brown fox", "jumps over the lazy", "dog"])
  }

  @Test func wideCharactersWrapByTheirCells() {
    let lines = TextLayout(width: 12).wrap("東京 大阪 名古屋 札幌")
    #expect(lines == ["東京 大阪", "名古屋 札幌"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 12 })
  }

  @Test func aWordLongerThanTheLineIsBrokenBetweenGraphemes() {
    let word = String(repeating: "e\u{301}", count: 15)
    let lines = TextLayout(width: 12).wrap("x " + word)
    #expect(
      lines == [
        "x", String(repeating: "e\u{301}", count: 12), String(repeating: "e\u{301}", count: 3),
      ])
    let emoji = TextLayout(width: 12).wrap(String(repeating: "🎵", count: 7))
    #expect(emoji == [String(repeating: "🎵", count: 6), "🎵"])
  }

  @Test func numberedRowsHangUnderTheirText() {
    let lines = TextLayout(width: 20).numbered("12. ", "Lucy in the Sky with Diamonds")
    #expect(lines == ["12. Lucy in the Sky", "    with Diamonds"])
  }

  @Test func reflowHangsUnderListMarkers() {
    let text = " 3. one two three four five\n✖ alpha beta gamma delta\n!1 the beatles abbey road"
    #expect(
      TextLayout(width: 16).reflow(text)
        == " 3. one two\n    three four\n    five\n✖ alpha beta\n  gamma delta\n!1 the beatles\n   abbey road"
    )
    #expect(TextLayout.unbounded.reflow(text) == text)
  }

  @Test func theLastColumnIsRightAligned() {
    let rows = [
      AlignedRow(prefix: " 1. ", text: "Come Together", right: "4:19"),
      AlignedRow(prefix: "12. ", text: "Her Majesty", right: "23:05"),
    ]
    #expect(
      TextLayout(width: 80).aligned(rows) == [
        " 1. Come Together   4:19",
        "12. Her Majesty    23:05",
      ])
    #expect(
      TextLayout(width: 20).aligned(rows) == [
        " 1. Come        4:19",
        "    Together",
        "12. Her        23:05",
        "    Majesty",
      ])
    #expect(
      TextLayout.unbounded.aligned(rows) == [" 1. Come Together  4:19", "12. Her Majesty  23:05"])
  }

  @Test func stylesAreMeasuredWithoutEscapesAndReopenedAfterABreak() {
    let style = TextStyle(enabled: true)
    let lines = TextLayout(width: 12).wrap(style.hint("one two three four"))
    #expect(lines == ["\u{1B}[2mone two\u{1B}[0m", "\u{1B}[2mthree four\u{1B}[0m"])
    let padded = TextLayout(width: 80).aligned([
      AlignedRow(prefix: "1. ", text: style.title("Song"), right: style.hint("3:00"))
    ])
    #expect(padded.map(DisplayWidth.of) == [13])
  }

  @Test func textBesideAPictureIsNarrowerByThePictureAndGap() {
    let art = DrawnArtwork(text: "##\n##", columns: 8, placement: .beside)
    #expect(TextLayout(width: 60).beside(art).width == 50)
    let above = DrawnArtwork(text: "img", columns: 40, placement: .above)
    #expect(TextLayout(width: 60).beside(above).width == 60)
    #expect(TextLayout.unbounded.beside(art).width == nil)
  }

  @Test func aLineThatMustStayOneLineIsCutWithAnEllipsis() {
    #expect(TextLayout(width: 12).truncated("東京 大阪 名古屋 札幌") == "東京 大阪 …")
    #expect(TextLayout(width: 12).truncated("short") == "short")
    #expect(
      TextLayout(width: 12).truncated("\u{1B}[7mhighlighted text\u{1B}[0m")
        == "\u{1B}[7mhighlighted…\u{1B}[0m")
    #expect(TextLayout.unbounded.truncated("any length at all") == "any length at all")
  }

  @Test func aHelpTextWrapsUnderItsSecondColumnAndJoinsItsParagraphs() {
    let help = """
      Usage:
        musiclib search TERM… [--limit N] [--country CC] [--media MEDIA]
        --lang en|ru         interface language (MUSICLIB_LANG; else LC_ALL or LANG)

      Passwords are never taken from
      the command line.
      musiclib signin --email E [--password-stdin]
      """

    #expect(
      TextLayout(width: 48).reflowColumns(help) == """
        Usage:
          musiclib search TERM… [--limit N] [--country
          CC] [--media MEDIA]
          --lang en|ru         interface language
                               (MUSICLIB_LANG; else
                               LC_ALL or LANG)

        Passwords are never taken from the command line.
        musiclib signin --email E [--password-stdin]
        """)
    #expect(TextLayout.unbounded.reflowColumns(help) == help, "a pipe gets it as it is")
  }

  @Test func aSecondColumnPastHalfTheWidthHangsTwoCellsIn() {
    let line = "  musiclib completions bash|zsh|fish   a completion script"
    #expect(
      TextLayout(width: 30).reflowColumns(line).split(separator: "\n").dropFirst()
        .allSatisfy { $0.hasPrefix("    ") && !$0.hasPrefix("     ") })
  }

  @Test func aRightColumnWiderThanAThirdEndsTheTextsLastLineOrStandsBelowIt() {
    let rows = [
      AlignedRow(
        prefix: "1. ", text: "Группа крови — Кино · Группа крови",
        right: "4:46 · play 1590000001 1"),
      AlignedRow(prefix: "2. ", text: "Война — Кино", right: "4:24 · play 1590000001 3"),
    ]

    #expect(
      TextLayout(width: 60).aligned(rows) == [
        "1. Группа крови — Кино · Группа крови",
        "                                    4:46 · play 1590000001 1",
        "2. Война — Кино                     4:24 · play 1590000001 3",
      ])
  }
}
