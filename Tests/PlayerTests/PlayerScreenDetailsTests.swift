import Domain
import InMemoryPorts
import Localization
import Playback
import Player
import TestSupport
import Testing

/// The player's disc-and-track place, its stopped state, its keys and a compilation's artists.
@Suite @MainActor struct PlayerScreenDetailsTests {
  let view = SpyPlayerView()
  let router = SpyPlayerRouter()

  /// Disc 1 with two tracks, disc 2 with three; the last is by a guest artist.
  static let twoDiscs = Album(
    id: 9, title: "Мир номер ноль", artist: "ДДТ", year: 2001, genre: nil, artwork: nil,
    trackCount: 5,
    tracks: [1, 2].map {
      Track(disc: 1, number: $0, title: "One-\($0)", durationSeconds: 200, previewURL: "https://p")
    }
      + [1, 2, 3].map {
        Track(
          disc: 2, number: $0, title: "Two-\($0)", durationSeconds: 200, previewURL: "https://p",
          artist: $0 == 3 ? "ДДТ и Гость" : "ДДТ")
      })

  private func start(track: Int, disc: Int?, language: Language = .en) async throws
    -> any PlayerPresenting
  {
    let accounts = try await InMemoryAccounts.withSignedInUser().accounts
    let presenter = PlayerModule.build(
      request: .album(id: Self.twoDiscs.id, track: track, disc: disc), view: view, router: router,
      dependencies: PlayerDependencies(
        currentUser: accounts, catalog: FakeCatalog(albums: [Self.twoDiscs]),
        playback: QueuedPlayback(player: FakePreviewPlayer(allowingPlayback: true)),
        language: language))
    view.presenter = presenter
    await presenter.viewDidLoad()
    return presenter
  }

  @Test func aSeveralDiscAlbumCountsTheTrackOnItsDisc() async throws {
    let presenter = try await start(track: 2, disc: 2)
    #expect(view.last?.trackPosition == "Disc 2 · Track 2 of 3")
    await presenter.didRequestPrevious()
    await presenter.didRequestPrevious()
    #expect(view.last?.trackPosition == "Disc 1 · Track 2 of 2")
  }

  @Test func theDiscAndTrackSpeakRussian() async throws {
    _ = try await start(track: 1, disc: 2, language: .ru)
    #expect(view.last?.trackPosition == "Диск 2 · Трек 1 из 3")
  }

  @Test func stoppedShowsTheStateWithoutAnEmptyProgress() async throws {
    let presenter = try await start(track: 1, disc: 1)
    #expect(view.shown.first { $0.state == .loading }?.progress == "", "nothing known yet")
    #expect(view.last?.progress == "0:01 / 0:30")
    await presenter.didRequestStop()
    #expect(view.last?.stateText == "■ Stopped")
    #expect(view.last?.progress == "")
  }

  @Test func aGuestTrackShowsItsOwnArtist() async throws {
    _ = try await start(track: 3, disc: 2)
    #expect(view.last?.artist == "ДДТ и Гость")
    #expect(view.last?.document?.artist == "ДДТ и Гость")
  }
}

/// On an album whose look-up left out music videos, the player names a track by its number on
/// the album, as the album screen lists it, out of all the album's tracks.
@Suite @MainActor struct PlayerTrackNumberTests {
  let view = SpyPlayerView()
  let router = SpyPlayerRouter()

  @Test func aTrackAfterALeftOutVideoKeepsItsNumber() async throws {
    let album = Album(
      id: 40, title: "Light Reels", artist: "Projektor", year: 2021, genre: nil, artwork: nil,
      trackCount: 8,
      tracks: [1, 2, 4, 5, 7].map {
        Track(disc: 1, number: $0, title: "T\($0)", durationSeconds: 200, previewURL: "https://p")
      }, musicVideoCount: 3)
    let accounts = try await InMemoryAccounts.withSignedInUser().accounts
    let presenter = PlayerModule.build(
      request: .album(id: 40, track: 7, disc: nil), view: view, router: router,
      dependencies: PlayerDependencies(
        currentUser: accounts, catalog: FakeCatalog(albums: [album]),
        playback: QueuedPlayback(player: FakePreviewPlayer(allowingPlayback: true)), language: .en))
    view.presenter = presenter
    await presenter.viewDidLoad()
    #expect(view.last?.trackPosition == "Track 7 of 8")
    await presenter.didRequestPrevious()
    #expect(view.last?.trackPosition == "Track 5 of 8")
  }
}
