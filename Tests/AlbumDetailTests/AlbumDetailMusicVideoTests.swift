import AlbumDetail
import Domain
import InMemoryPorts
import Localization
import TestSupport
import Testing

/// The header of an album whose look-up returned music videos besides its songs: the videos are
/// named for as much of the gap as they explain, the generic wording keeps the rest.
@Suite @MainActor struct AlbumDetailMusicVideoTests {
  typealias Fixture = AlbumDetailFixtures

  static func album(listed: Int, total: Int, videos: Int?) -> Album {
    Album(
      id: 100, title: "Light Reels", artist: "Projektor", year: 2021, genre: "Electronic",
      artwork: nil, trackCount: total,
      tracks: (0..<listed).map { Fixture.track($0 + 1, seconds: 60) }, musicVideoCount: videos)
  }

  /// The album screen's content for such an album, as the presenter shows it.
  static func shown(listed: Int, total: Int, videos: Int?, language: Language = .en)
    async throws -> AlbumDetailViewModel?
  {
    let screen = try await Fixture.screen(
      catalog: FakeCatalog(albums: [album(listed: listed, total: total, videos: videos)]),
      language: language)
    await screen.presenter.viewDidLoad()
    return screen.view.last
  }

  @Test(arguments: [
    (Language.en, 18, 21, 3, "18 of 21 tracks available; 3 music videos not listed"),
    (Language.ru, 18, 21, 3, "Доступно 18 из 21 трека; 3 клипа не в списке"),
    (Language.en, 5, 6, 1, "5 of 6 tracks available; 1 music video not listed"),
    (Language.ru, 5, 6, 1, "Доступно 5 из 6 треков; 1 клип не в списке"),
    (Language.ru, 20, 41, 21, "Доступно 20 из 41 трека; 21 клип не в списке"),
    (Language.ru, 2, 7, 5, "Доступно 2 из 7 треков; 5 клипов не в списке"),
  ])
  func musicVideosThatExplainTheGapAreNamed(
    language: Language, listed: Int, total: Int, videos: Int, availability: String
  ) async throws {
    let shown = try await Self.shown(
      listed: listed, total: total, videos: videos, language: language)
    #expect(shown?.album?.availability == availability)
  }

  @Test(arguments: [
    (
      Language.en,
      "5 of 8 tracks available; 1 music video not listed; 2 more not listed as songs"
    ),
    (
      Language.ru,
      "Доступно 5 из 8 треков; 1 клип не в списке; не указаны в каталоге как песни ещё: 2"
    ),
  ])
  func theGapTheVideosDoNotExplainKeepsTheGenericWording(
    language: Language, availability: String
  ) async throws {
    let shown = try await Self.shown(listed: 5, total: 8, videos: 1, language: language)
    #expect(shown?.album?.availability == availability)
  }

  @Test func moreVideosThanTheGapNameOnlyTheGap() async throws {
    let shown = try await Self.shown(listed: 6, total: 8, videos: 3)
    #expect(
      shown?.album?.availability
        == "6 of 8 tracks available; 2 music videos not listed")
  }

  @Test(arguments: [0, nil] as [Int?])
  func withoutCountedVideosTheGenericWordingStays(videos: Int?) async throws {
    let shown = try await Self.shown(listed: 2, total: 5, videos: videos)
    #expect(
      shown?.album?.availability
        == "2 of 5 tracks available; not listed as songs: 3 (music videos and the like)")
  }

  @Test func aCompleteAlbumWithVideosSaysNothing() async throws {
    let shown = try await Self.shown(listed: 6, total: 6, videos: 1)
    #expect(shown?.album?.availability == nil)
  }

  @Test(arguments: [
    (
      Language.en, "18 of 21 tracks available; 3 music videos not listed", "18:00 for the 18 listed"
    ),
    (Language.ru, "Доступно 18 из 21 трека; 3 клипа не в списке", "18:00 — время доступных (18)"),
  ])
  func theTimeSaysItCountsTheListedTracks(
    language: Language, availability: String, duration: String
  ) async throws {
    let shown = try await Self.shown(listed: 18, total: 21, videos: 3, language: language)
    #expect(shown?.album?.availability == availability)
    #expect(shown?.album?.totalDuration == duration)
  }

  @Test func theDocumentCountsTheMusicVideos() async throws {
    let shown = try await Self.shown(listed: 18, total: 21, videos: 3)
    #expect(shown?.document?.musicVideoCount == 3)
  }

  @Test func theCountedNounsAreComplete() {
    PhraseCatalog.expectComplete(AlbumDetailCountPhrase.self)
  }
}
