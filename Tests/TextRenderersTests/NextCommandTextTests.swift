import MediaSearch
import Search
import TerminalKit
import Testing

@testable import TextRenderers

/// One-shot result rows end with the command that goes on from them (issue #11).
@Suite struct NextCommandTextTests {
  static let plain = TextStyle(enabled: false)

  static func albums() -> SearchViewModel {
    let row = SearchRowViewModel(
      number: 1, title: "Gruppa krovi", artist: "Kino", tracks: "11 tracks", year: "1988",
      artworkURL: nil, thumbnailURL: "https://example.com/100x100bb.jpg", id: 1_590_000_001)
    return SearchViewModel(title: "t", prompt: "p", rows: [row])
  }

  @Test func albumRowsEndWithTheAlbumCommandPlainWhenPiped() {
    #expect(
      SearchText.render(Self.albums(), style: Self.plain, commands: true)
        == "1. Gruppa krovi — Kino · 11 tracks · 1988 · album 1590000001")
    #expect(
      SearchText.render(Self.albums(), style: Self.plain)
        == "1. Gruppa krovi — Kino · 11 tracks · 1988", "the interactive screen shows numbers only")
  }

  @Test func theCommandIsDimmedOnATerminal() {
    let text = SearchText.render(Self.albums(), style: TextStyle(enabled: true), commands: true)
    #expect(text.hasSuffix(" · \u{1B}[2malbum 1590000001\u{1B}[0m"))
  }

  @Test func aThumbnailKeepsTheCommandOnItsRow() {
    let thumbnail = DrawnArtwork(text: "TT\nTT", columns: 2, placement: .beside)
    let text = SearchText.render(
      Self.albums(), style: Self.plain, thumbnails: [1: thumbnail], commands: true)
    #expect(text == "TT  1. Gruppa krovi — Kino · 11 tracks · 1988 · album 1590000001\nTT")
  }

  @Test func trackRowsEndWithThePlayCommandAndItsDisc() {
    var model = TrackSearchViewModel(title: "t", prompt: "p")
    model.rows = [
      TrackSearchRowViewModel(
        number: 1, title: "Song", artist: "DDT", album: "Mir", duration: "3:05",
        albumID: 1_590_000_002, trackNumber: 2, disc: 2),
      TrackSearchRowViewModel(
        number: 2, title: "Other", artist: "DDT", album: "Mir", duration: "4:00",
        albumID: 1_590_000_002, trackNumber: 5, disc: 1),
      TrackSearchRowViewModel(
        number: 3, title: "Single", artist: "DDT", album: "?", duration: "—", albumID: nil,
        trackNumber: 1, disc: nil),
    ]
    #expect(
      TrackSearchText.render(model, style: Self.plain, commands: true).split(separator: "\n")
        == [
          "1. Song — DDT · Mir · 3:05 · play 1590000002 2 --disc 2",
          "2. Other — DDT · Mir · 4:00 · play 1590000002 5",
          "3. Single — DDT · ? · —",
        ])
  }

  @Test func mediaRowsEndWithTheItemCommand() {
    var model = MediaSearchViewModel(title: "t", prompt: "p")
    model.rows = [
      MediaSearchRowViewModel(
        number: 1, title: "Book", explicitMark: nil, artist: "Author", details: ["E-book"],
        artwork: nil, id: 1_590_002_001)
    ]
    #expect(
      MediaSearchText.render(model, style: Self.plain, commands: true)
        == "1. Book — Author · E-book · item 1590002001")
  }
}
