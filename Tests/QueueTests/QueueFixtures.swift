import Domain
import InMemoryPorts
import Localization
import Playback
import PlaybackModel
import Queue
import TestSupport

/// An album of three tracks in catalog order 3, 1, 2; track 2 has no preview.
let threeTrackAlbum = Album(
  id: 7, title: "Группа крови", artist: "Кино", year: 1988, genre: "Рок",
  artwork: nil, trackCount: 3,
  tracks: [
    Track(disc: 1, number: 3, title: "Война", durationSeconds: 264, previewURL: "https://p/3.m4a"),
    Track(
      disc: 1, number: 1, title: "Группа крови", durationSeconds: 286, previewURL: "https://p/1.m4a"
    ),
    Track(disc: 1, number: 2, title: "Закрой за мной дверь", durationSeconds: 254, previewURL: nil),
  ])

/// An album of two discs, each with a track 1.
let twoDiscAlbum = Album(
  id: 8, title: "Мир номер ноль", artist: nil, year: 2001, genre: nil, artwork: nil,
  trackCount: 2,
  tracks: [
    Track(
      disc: 2, number: 1, title: "Second disc opener", durationSeconds: 200,
      previewURL: "https://p/21.m4a", artist: "Guest"),
    Track(
      disc: 1, number: 1, title: "First disc opener", durationSeconds: 200,
      previewURL: "https://p/11.m4a"),
  ])

/// A queue screen over a real playback on a fake player, with its spies; the test keeps it, as
/// a front end keeps the screen.
@MainActor struct QueueScreen {
  let view = SpyQueueView()
  let router = SpyQueueRouter()
  let player = FakePreviewPlayer(allowingPlayback: true)
  let playback: QueuedPlayback
  let presenter: any QueuePresenting

  /// The screen over `queued` (playing the entry at `index`), signed in unless `signedIn` is
  /// false, in `language`, with a catalog of both albums.
  init(
    queued: [QueueEntry] = QueueEntry.entries(of: threeTrackAlbum), startingAt index: Int = 0,
    signedIn: Bool = true, language: Language = .en
  ) async throws {
    playback = QueuedPlayback(player: player, generator: SplitMix64(seed: 25))
    if !queued.isEmpty { await playback.play(queued, startingAt: index) }
    let accounts =
      signedIn
      ? try await InMemoryAccounts.withSignedInUser().accounts
      : InMemoryAccounts(allowingUse: true)
    presenter = QueueModule.build(
      view: view, router: router,
      dependencies: QueueDependencies(
        currentUser: accounts, catalog: FakeCatalog(albums: [threeTrackAlbum, twoDiscAlbum]),
        session: playback, language: language))
  }
}
