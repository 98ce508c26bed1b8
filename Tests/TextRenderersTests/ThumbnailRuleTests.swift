import MediaSearch
import Search
import TerminalKit
import TestSupport
import Testing

@testable import TextRenderers

/// Long result lists, and lists taller than the terminal, are printed without thumbnails (issue
/// #11: 50 results were 200 lines).
@Suite struct ThumbnailRuleTests {
  static let url = "https://example.com/100x100bb.jpg"
  static let artwork = FixedArtwork(
    covers: [:], thumbnails: [url: DrawnArtwork(text: "T", columns: 1, placement: .beside)])

  static func albums(_ count: Int) -> SearchViewModel {
    let rows = (1...count).map {
      SearchRowViewModel(
        number: $0, title: "Album \($0)", artist: "A", tracks: "1 track", year: "2000",
        artworkURL: nil, thumbnailURL: url)
    }
    return SearchViewModel(title: "t", prompt: "p", rows: rows)
  }

  static func media(_ count: Int) -> MediaSearchViewModel {
    var model = MediaSearchViewModel(title: "t", prompt: "p")
    model.rows = (1...count).map {
      MediaSearchRowViewModel(
        number: $0, title: "Song \($0)", explicitMark: nil, artist: nil, details: [],
        artwork: .sized("https://example.com"))
    }
    return model
  }

  @Test func upToTwelveResultsGetThumbnails() async {
    #expect(ThumbnailRule.maximumRows == 12)
    #expect(await SearchText.thumbnails(for: Self.albums(12), artwork: Self.artwork).count == 12)
    #expect(
      await MediaSearchText.thumbnails(for: Self.media(12), artwork: Self.artwork).count == 12)
  }

  @Test func aLongerListHasNone() async {
    #expect(await SearchText.thumbnails(for: Self.albums(13), artwork: Self.artwork).isEmpty)
    #expect(await SearchText.thumbnails(for: Self.albums(50), artwork: Self.artwork).isEmpty)
    #expect(await MediaSearchText.thumbnails(for: Self.media(13), artwork: Self.artwork).isEmpty)
  }

  @Test func onAShortTerminalOnlyAListWhoseThumbnailsFitGetsThem() async {
    #expect(ThumbnailRule.linesPerThumbnail == 4)
    #expect(ThumbnailRule.allows(rows: 6, terminalRows: 24))
    #expect(!ThumbnailRule.allows(rows: 7, terminalRows: 24), "28 lines on a 24-line terminal")
    #expect(ThumbnailRule.allows(rows: 12, terminalRows: 48))
    #expect(!ThumbnailRule.allows(rows: 13, terminalRows: 200), "the count still counts")
    var short = Self.artwork
    short.terminalRows = 24
    #expect(await SearchText.thumbnails(for: Self.albums(6), artwork: short).count == 6)
    #expect(await SearchText.thumbnails(for: Self.albums(7), artwork: short).isEmpty)
    #expect(await MediaSearchText.thumbnails(for: Self.media(7), artwork: short).isEmpty)
    short.terminalRows = 48
    #expect(await MediaSearchText.thumbnails(for: Self.media(12), artwork: short).count == 12)
  }
}
