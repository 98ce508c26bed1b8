import MediaDetail
import TerminalText
import Testing

@testable import TerminalKit
@testable import TextRenderers

/// Words longer than a line (URLs most often) are broken by display width, after `/`, `?`, `&`
/// or `-` where one falls in the line's second half, with the hanging indent, never past the
/// width; an OSC 8 link so broken is one link piece per line.
@Suite struct LongWordLayoutTests {
  static let page = "https://music.apple.com/us/album/light-reels/1590000040?uo=4&app=music"

  @Test func aURLBreaksAfterASlashUnderItsLabel() {
    let lines = TextLayout(width: 40).wrap(Self.page, first: "Page  ")
    #expect(
      lines == [
        "Page  https://music.apple.com/us/album/",
        "      light-reels/1590000040?uo=4&",
        "      app=music",
      ])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    #expect(lines.map { $0.dropFirst(6) }.joined() == Self.page, "nothing lost or added")
  }

  @Test func theBreakIsNeverInsideARunOfBreakCharacters() {
    let lines = TextLayout(width: 20).wrap("https://is1-ssl.mzstatic.com/x")
    #expect(lines == ["https://is1-", "ssl.mzstatic.com/x"])
  }

  @Test func withoutABreakCharacterLateEnoughTheWordIsCutWhereTheLineIsFull() {
    let lines = TextLayout(width: 20).wrap("a/bcdefghijklmnopqrstuvwxyz")
    #expect(lines == ["a/bcdefghijklmnopqrs", "tuvwxyz"], "a break after 2 cells wastes the line")
  }

  @Test func wideCharactersOfALongWordAreMeasuredInCells() {
    let lines = TextLayout(width: 12).wrap("東京/大阪/名古屋/札幌/福岡")
    #expect(lines == ["東京/大阪/", "名古屋/札幌/", "福岡"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 12 })
  }

  @Test func aStyledURLIsClosedAtEachBreakAndOpenedAgain() {
    let dim = "\u{1B}[2m"
    let lines = TextLayout(width: 20).wrap(dim + "https://example.com/a/b/c/d" + "\u{1B}[0m")
    #expect(lines == [dim + "https://example.com/" + "\u{1B}[0m", dim + "a/b/c/d\u{1B}[0m"])
  }

  @Test func aLabelledValueHangsUnderItselfOrTwoCellsInPastHalfTheWidth() {
    #expect(
      TextLayout(width: 24).labelled("Catalog: ", "answered in 43 ms")
        == ["Catalog: answered in 43", "         ms"])
    #expect(
      TextLayout(width: 24).labelled("Стандартный вывод: ", "терминал, столбцов: 40")
        == ["Стандартный вывод:", "  терминал, столбцов: 40"])
    #expect(TextLayout.unbounded.labelled("A: ", "b c") == ["A: b c"])
  }

  @Test func aBrokenLinkIsOneLinkPiecePerLine() {
    let open = "\u{1B}]8;id=1;https://example.com/a/b/c/d\u{1B}\\"
    let close = "\u{1B}]8;;\u{1B}\\"
    let lines = TextLayout(width: 20).wrap(open + "https://example.com/a/b/c/d" + close)
    #expect(lines == [open + "https://example.com/" + close, open + "a/b/c/d" + close])
  }
}

/// A link on the item page too long for its line stays clickable: every piece opens the whole
/// URL, and the console lets each piece through as it lets a whole link.
@Suite struct BrokenHyperlinkTests {
  @Test func eachPieceOfABrokenLinkIsLetThroughAndOpensTheWholeURL() {
    let url = "https://itunes.apple.com/us/movie/brother/id1234567890?uo=4"
    var model = MediaDetailTextTests.model
    model.content = MediaDetailContent(
      title: "Брат", explicitMark: nil,
      lines: [MediaDetailLine(label: "Page", value: url, url: url)], description: nil,
      otherAlbums: nil, coverURL: nil)
    let trusted = DrawnImages()
    let text = MediaDetailText.render(
      model, style: TextStyle(enabled: false), hyperlinks: TerminalHyperlinks(trusted: trusted),
      layout: TextLayout(width: 40))

    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "the title, then the link in two pieces")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    let opener = TerminalHyperlinks.opener(url)
    #expect(lines.dropFirst().allSatisfy { $0.contains(opener) }, "every piece links the URL")
    #expect(TerminalSafe.forTerminal(text, trusting: trusted.all) == text)
    #expect(!TerminalSafe.forTerminal(text).contains("\u{1B}]"), "only recorded links pass")
  }

  @Test func aPieceOfTextThatNoLinkHoldsIsNotTrusted() {
    let trusted = DrawnImages()
    let links = TerminalHyperlinks(trusted: trusted)
    _ = links.link("https://example.com/a", text: "https://example.com/a")
    let forged =
      TerminalHyperlinks.opener("https://example.com/a") + "click me" + "\u{1B}]8;;\u{1B}\\"
    links.recordPieces(of: [forged])
    #expect(TerminalSafe.forTerminal(forged, trusting: trusted.all) != forged)
  }
}
