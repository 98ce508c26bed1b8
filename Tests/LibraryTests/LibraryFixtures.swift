import Domain
import Foundation
import InMemoryPorts
import Library
import Localization
import TestSupport

/// Wiring shared by the library tests.
enum LibraryFixtures {
  /// Monday 21 September 2026, 14:13:20 UTC: "now" on every screen.
  static let now = Date(timeIntervalSince1970: 1_790_000_000)

  static func album(
    _ id: Int64, _ title: String, artist: String? = "Кино", year: Int? = 1988,
    trackCount: Int? = 2
  ) -> Album {
    Album(
      id: id, title: title, artist: artist, year: year, genre: "Рок", artwork: nil,
      trackCount: trackCount,
      tracks: [
        Track(disc: 1, number: 1, title: "One", durationSeconds: 200, previewURL: nil),
        Track(disc: 1, number: 2, title: "Two", durationSeconds: nil, previewURL: nil),
      ])
  }

  /// Five albums in both scripts (two without an artist or year), saved from just now to three
  /// days ago.
  static let fiveAlbums: [(album: Album, secondsAgo: Double)] = [
    (album(3, "Звезда по имени Солнце", year: 1989), 0),
    (album(1, "Группа крови"), 26 * 3600),
    (album(2, "Abbey Road", artist: "The Beatles", year: 1969), 3 * 86400),
    (album(4, "album 10", artist: nil, year: nil, trackCount: nil), 5 * 60),
    (album(5, "Album 9", artist: "X"), 2 * 3600),
  ]

  /// A screen with Ivan Petrov signed in (unless `signedIn` is false) whose library holds
  /// `saved` (album, seconds before now).
  @MainActor static func screen(
    saved: [(album: Album, secondsAgo: Double)] = [], language: Language = .en,
    signedIn: Bool = true
  ) async throws -> Screen {
    let (accounts, user) = try await InMemoryAccounts.withSignedInUser()
    if !signedIn { await accounts.end() }
    let library = InMemorySavedAlbums(allowingUse: true)
    for entry in saved {
      _ = try await library.save(
        entry.album, for: user.id, at: now.addingTimeInterval(-entry.secondsAgo))
    }
    let view = SpyLibraryView()
    let router = SpyLibraryRouter()
    let presenter = LibraryModule.build(
      view: view, router: router,
      dependencies: LibraryDependencies(
        currentUser: accounts, savedAlbums: library, clock: FixedClock(now), language: language))
    view.presenter = presenter
    return Screen(view: view, router: router, presenter: presenter, library: library, user: user.id)
  }

  @MainActor struct Screen {
    let view: SpyLibraryView
    let router: SpyLibraryRouter
    let presenter: any LibraryPresenting
    let library: InMemorySavedAlbums
    let user: User.ID

    var storedIDs: [Int64] {
      get async { await library.savedAlbums(for: user).map(\.album.id) }
    }
  }
}

/// Records every view model, and holds its presenter the way a real screen does.
@MainActor final class SpyLibraryView: LibraryDisplaying {
  var presenter: (any LibraryPresenting)?
  private(set) var shown: [LibraryViewModel] = []

  var last: LibraryViewModel? { shown.last }

  func display(_ viewModel: LibraryViewModel) {
    shown.append(viewModel)
  }
}

/// Records where the presenter asked to go.
@MainActor final class SpyLibraryRouter: LibraryRouting {
  enum Call: Equatable {
    case openAlbum(id: Int64)
    case playAlbum(id: Int64)
    case backToSearch
  }

  private(set) var calls: [Call] = []

  func openAlbum(id: Int64) { calls.append(.openAlbum(id: id)) }
  func playAlbum(id: Int64) { calls.append(.playAlbum(id: id)) }
  func backToSearch() { calls.append(.backToSearch) }
}
