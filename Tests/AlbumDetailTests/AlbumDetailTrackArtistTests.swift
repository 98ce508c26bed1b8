import AlbumDetail
import Domain
import InMemoryPorts
import TestSupport
import Testing

/// A compilation's songs show their own artists; an ordinary album's do not repeat the album's.
@Suite @MainActor struct AlbumDetailTrackArtistTests {
  private typealias Fixture = AlbumDetailFixtures

  static func track(_ number: Int, _ title: String, artist: String?) -> Track {
    Track(
      disc: 1, number: number, title: title, durationSeconds: 200, previewURL: nil, artist: artist)
  }

  /// What the album screen shows of `album`.
  static func shown(_ album: Album) async throws -> AlbumDetailViewModel {
    let screen = try await Fixture.screen(catalog: FakeCatalog(albums: [album]))
    await screen.presenter.viewDidLoad()
    return try #require(screen.view.last)
  }

  @Test func rowsNameTheTrackArtistOnlyWhereItDiffersFromTheAlbums() async throws {
    let album = Fixture.album(
      artist: "Кино",
      tracks: [
        Self.track(1, "Группа крови", artist: "Кино"),
        Self.track(2, "Дуэт", artist: "Кино feat. Аквариум"),
        Self.track(3, "Без артиста", artist: nil),
      ])
    let rows = try #require(try await Self.shown(album).album?.discs.first?.tracks)
    #expect(rows.map(\.artist) == [nil, "Кино feat. Аквариум", nil])
  }

  @Test func theDocumentGivesEveryTracksOwnArtist() async throws {
    let album = Fixture.album(
      artist: "Various Artists",
      tracks: [
        Self.track(1, "Город золотой", artist: "Аквариум"),
        Self.track(2, "Крылья", artist: "Наутилус Помпилиус"),
      ])
    let shown = try await Self.shown(album)
    #expect(
      shown.album?.discs.first?.tracks.map(\.artist) == ["Аквариум", "Наутилус Помпилиус"])
    #expect(shown.document?.tracks.map(\.artist) == ["Аквариум", "Наутилус Помпилиус"])
  }
}
