import Domain
import MediaSearch
import TerminalKit
import Testing

@testable import TextRenderers

@Suite struct MediaSearchTextTests {
  static let model: MediaSearchViewModel = {
    var model = MediaSearchViewModel(title: "Media search", prompt: "")
    model.message = "Found 2 songs"
    model.rows = [
      MediaSearchRowViewModel(
        number: 1, title: "WWW\u{1B}[2J", explicitMark: "[E]", artist: "Ленинград",
        details: ["Song", "3:21"],
        artwork: ArtworkReference(url: "https://x/100x100bb.jpg", sizedTemplate: nil)),
      MediaSearchRowViewModel(
        number: 2, title: "Мне бы в небо", explicitMark: nil, artist: nil, details: ["Song"],
        artwork: nil),
    ]
    return model
  }()

  @Test func rowsShowWhatTheyHaveAndCatalogTextIsMadeSafe() {
    #expect(
      MediaSearchText.render(Self.model, style: TextStyle(enabled: false))
        == "Found 2 songs\n1. WWW\u{FFFD}[2J [E] — Ленинград · Song · 3:21\n2. Мне бы в небо · Song"
    )
  }

  @Test func aThumbnailStandsBesideItsRow() {
    let text = MediaSearchText.render(
      Self.model, style: TextStyle(enabled: false),
      thumbnails: [1: DrawnArtwork(text: "#", columns: 1, placement: .beside)])
    #expect(text.contains("#  1. WWW"))
  }
}
