import Domain
import InMemoryPorts
import TestSupport
import Testing

@Suite struct MusicCatalogDecoratorTests {
  /// Changes album lookups only: every album is "Changed".
  struct RenamingCatalog: MusicCatalogDecorator {
    let base: any MusicCatalog

    func albumAnswer(id: Int64, country: String) async throws -> CatalogAnswer<Album?> {
      CatalogAnswer(
        Album(
          id: id, title: "Changed", artist: nil, year: nil, genre: nil, artwork: nil,
          trackCount: nil, tracks: []))
    }
  }

  static let summary = AlbumSummary(
    id: 1, title: "Kept", artist: nil, trackCount: nil, year: nil, artwork: nil)

  @Test func whatItDoesNotChangeIsAskedOfItsBase() async throws {
    let base = FakeCatalog(summaries: [Self.summary], tracks: [], artistAlbums: [7: []])
    let sut = RenamingCatalog(base: base)
    #expect(
      try await sut.searchAlbums(term: "abc", limit: 5, country: "US").albums == [Self.summary])
    #expect(try await sut.searchTracksAnswer(term: "abc", limit: 5, country: "US").value == [])
    #expect(try await sut.artistAlbums(artistID: 7, limit: 5, country: "US") == [])
    #expect(
      base.calls == [
        .searchAlbums(term: "abc", limit: 5, country: "US"),
        .searchTracks(term: "abc", limit: 5, country: "US"),
        .artistAlbums(artistID: 7, limit: 5, country: "US"),
      ])
  }

  @Test func aPlainAnswerIsTheValueOfItsChangedAnswer() async throws {
    let base = FakeCatalog(albums: [])
    let sut = RenamingCatalog(base: base)
    #expect(try await sut.album(id: 3, country: "US")?.title == "Changed")
    #expect(base.calls.isEmpty)
  }
}
