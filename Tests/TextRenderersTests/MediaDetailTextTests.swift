import AlbumDetail
import Localization
import MediaDetail
import TerminalKit
import TerminalText
import Testing

@testable import LineApp
@testable import TextRenderers

@Suite struct MediaDetailTextTests {
  static let model: MediaDetailViewModel = {
    var model = MediaDetailViewModel()
    model.content = MediaDetailContent(
      title: "Брат", explicitMark: "[E]",
      lines: [
        MediaDetailLine(label: "Studio", value: "Балабанов", url: "https://example.com/s"),
        MediaDetailLine(
          label: "Page", value: "https://example.com/m", url: "https://example.com/m"),
        MediaDetailLine(label: "Rated", value: "18+"),
      ],
      description: "one two three four five six\n\nseven",
      otherAlbums: OtherAlbumsViewModel(
        title: "Other albums", rows: [.init(number: 1, title: "Звезда", year: "1989")]),
      coverURL: nil)
    return model
  }()

  @Test func linksAreShownAsURLsAndTheDescriptionIsWrapped() {
    let text = MediaDetailText.render(Self.model, style: TextStyle(enabled: false), width: 14)

    #expect(
      text == """
        Брат [E]
        Studio  Балабанов  https://example.com/s
        Page    https://example.com/m
        Rated   18+

        one two three
        four five six

        seven

        Other albums
        1. Звезда · 1989
        """)
  }

  @Test func onATerminalLinksAreOSC8HyperlinksThatTheConsoleLetsThrough() {
    let trusted = DrawnImages()
    let text = MediaDetailText.render(
      Self.model, style: TextStyle(enabled: false),
      hyperlinks: TerminalHyperlinks(trusted: trusted))

    let link =
      "\u{1B}]8;id=46a4d34057f589b;https://example.com/m\u{1B}\\https://example.com/m"
      + "\u{1B}]8;;\u{1B}\\"
    #expect(text.contains("Page    " + link))
    #expect(TerminalSafe.forTerminal(text, trusting: trusted.all) == text)
    #expect(
      !TerminalSafe.forTerminal(text).contains("\u{1B}]"), "an unrecorded link is not let through")
  }

  @Test(arguments: [
    "https://evil.example/\u{1B}]52;c;cHduZWQ=\u{7}", "https://a b", "javascript:alert(1)",
    "file:///etc/passwd", "https://example.com/\u{9B}31m", "https://example.com/\u{7}",
  ])
  func aCatalogURLThatCouldDriveTheTerminalIsNeverLinked(_ url: String) {
    let trusted = DrawnImages()
    let shown = TerminalHyperlinks(trusted: trusted).link(url, text: url)

    #expect(trusted.all.isEmpty)
    #expect(!shown.unicodeScalars.contains { TerminalSafe.isUnsafe($0) })
  }

  @Test func linkTextFromTheCatalogIsCleaned() {
    let trusted = DrawnImages()
    let link = TerminalHyperlinks(trusted: trusted).link(
      "https://example.com/", text: "a\u{1B}]8;;https://evil/\u{7}b")

    #expect(
      link
        == "\u{1B}]8;id=c8b41cfdcb3c914;https://example.com/\u{1B}\\a\u{FFFD}]8;;https://evil/"
        + "\u{FFFD}b\u{1B}]8;;\u{1B}\\"
    )
  }

  @Test func anOSC8SequenceInCatalogTextNeverReachesTheTerminal() {
    let forged = "x\u{1B}]8;;https://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\"
    #expect(!TerminalSafe.forTerminal(forged).contains("\u{1B}"))
  }
}

@Suite struct MediaDetailCoverTests {
  @Test func aDrawnCoverStandsBesideThePageWhichLeavesOutItsURL() {
    var model = MediaDetailViewModel()
    model.content = MediaDetailContent(
      title: "Брат", explicitMark: nil,
      lines: [
        MediaDetailLine(label: "Cover", value: "https://x/600.jpg", url: "https://x/600.jpg"),
        MediaDetailLine(label: "Rated", value: "18+"),
      ],
      description: nil, otherAlbums: nil, coverURL: "https://x/600.jpg")
    let style = TextStyle(enabled: false)

    let plain = MediaDetailText.render(model, style: style)
    let drawn = MediaDetailText.render(
      model, style: style, cover: DrawnArtwork(text: "##\n##", columns: 2, placement: .beside))

    #expect(plain == "Брат\nCover  https://x/600.jpg\nRated  18+")
    #expect(drawn == "##  Брат\n##  Rated  18+")
  }
}

@Suite struct AlbumOtherAlbumsTextTests {
  @Test func otherAlbumsAreTypedWithAnA() {
    #expect(AlbumDetailTextView.otherAlbumNumber("a2") == 2)
    #expect(AlbumDetailTextView.otherAlbumNumber("A1") == 1)
    #expect(AlbumDetailTextView.otherAlbumNumber("a0") == nil)
    #expect(AlbumDetailTextView.otherAlbumNumber("abc") == nil)
    #expect(AlbumDetailTextView.otherAlbumNumber("2") == nil)
  }
}
