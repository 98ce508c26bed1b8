import AlbumDetail
import Domain
import Foundation
import InMemoryPorts
import Localization
import TestSupport

/// Albums and wiring shared by the album tests.
enum AlbumDetailFixtures {
  static func track(
    disc: Int = 1, _ number: Int, _ title: String? = nil, seconds: Int? = 200,
    preview: String? = "https://audio.example/p.m4a"
  ) -> Track {
    Track(
      disc: disc, number: number, title: title ?? "Track \(number)", durationSeconds: seconds,
      previewURL: preview)
  }

  static func album(
    id: Int64 = 100, title: String = "Abbey Road", artist: String? = "The Beatles",
    year: Int? = 1969, genre: String? = "Rock",
    artwork: ArtworkReference? = .sized("https://is1-ssl.mzstatic.com/image/thumb/a/b"),
    trackCount: Int? = nil, tracks: [Track]
  ) -> Album {
    Album(
      id: id, title: title, artist: artist, year: year, genre: genre, artwork: artwork,
      trackCount: trackCount ?? tracks.count, tracks: tracks)
  }

  /// A screen for album `albumID` over `catalog` with Ivan Petrov signed in (unless `signedIn`
  /// is false).
  @MainActor static func screen(
    albumID: Int64 = 100, catalog: any MusicCatalog, language: Language = .en,
    signedIn: Bool = true, library: InMemorySavedAlbums = InMemorySavedAlbums(allowingUse: false)
  ) async throws -> Screen {
    let accounts =
      signedIn
      ? try await InMemoryAccounts.withSignedInUser().accounts : InMemoryAccounts(allowingUse: true)
    let view = SpyAlbumDetailView()
    let router = SpyAlbumDetailRouter()
    let presenter = AlbumDetailModule.build(
      albumID: albumID, view: view, router: router,
      dependencies: AlbumDetailDependencies(
        currentUser: accounts, catalog: catalog, savedAlbums: library, clock: FixedClock(savedAt),
        language: language))
    view.presenter = presenter
    return Screen(
      view: view, router: router, presenter: presenter, accounts: accounts, library: library)
  }

  @MainActor struct Screen {
    let view: SpyAlbumDetailView
    let router: SpyAlbumDetailRouter
    let presenter: any AlbumDetailPresenting
    let accounts: InMemoryAccounts
    let library: InMemorySavedAlbums
  }

  /// "Now" on the album screens: when an album saved there is saved.
  static let savedAt = Date(timeIntervalSince1970: 1_790_000_000)
}
