import AlbumDetail
import TerminalKit
import Testing

@testable import TextRenderers

/// The album screen's track rows name a track's own artist when it has one to show.
@Suite struct AlbumTrackArtistTextTests {
  @Test func aTrackArtistFollowsTheTitle() {
    var model = AlbumDetailViewModel()
    model.album = AlbumDetailContentViewModel(
      artworkURL: nil, title: "Антология", artist: "Various Artists", year: "2005", genre: "Рок",
      trackCount: "2 tracks", totalDuration: "8:03", availability: nil,
      discs: [
        AlbumDetailDiscViewModel(
          heading: nil,
          tracks: [
            AlbumDetailTrackViewModel(
              number: 1, title: "Город золотой", duration: "3:02", artist: "Аквариум"),
            AlbumDetailTrackViewModel(number: 2, title: "Крылья", duration: "5:01"),
          ])
      ])
    let lines = AlbumDetailText.render(model, style: TextStyle(enabled: false))
      .split(separator: "\n").map(String.init)
    #expect(Array(lines.suffix(2)) == ["  1. Город золотой — Аквариум  3:02", "  2. Крылья  5:01"])
  }
}
