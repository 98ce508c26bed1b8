import Domain
import Foundation
import InMemoryPorts
import TestSupport
import Testing

@testable import CommandLineTool
@testable import Composition

/// `musiclib save ID` refused by the library: its own message and exit code, as text and as
/// JSON, never a silent exit 1.
@MainActor @Suite struct SaveRefusalTests {
  enum Cause: CaseIterable {
    case libraryFull, albumOutOfBounds, diskFull
  }

  @Test(arguments: Cause.allCases, [false, true])
  func aRefusedSaveSaysWhyWithItsExitCode(_ cause: Cause, json: Bool) async throws {
    let app = try await harness(for: cause)
    let console = ScriptedConsole([])

    let code = try await app.runner(["save", "42"], console, json: json).run(.save)

    let expected: (code: ExitCode, text: String, id: String) =
      switch cause {
      case .libraryFull:
        (.invalidInput, "Your library is full: it holds at most 10000 albums", "libraryFull")
      case .albumOutOfBounds:
        (.invalidInput, "its tracks[0].disc is out of bounds", "albumOutOfBounds")
      case .diskFull: (.storage, "database or disk is full", "storageFailure")
      }
    #expect(code == expected.code, "\(console.transcript)")
    #expect(console.output.contains(expected.text), "\(console.transcript)")
    #expect(console.output.contains("\"code\" : \"\(expected.id)\"") == json)
    let user = try #require(await app.accounts.currentUserID())
    #expect(await app.library.savedAlbum(id: 42, for: user) == nil, "nothing was kept")
  }

  /// The wiring over a library that refuses album 42 for `cause`.
  private func harness(for cause: Cause) async throws -> AppHarness {
    switch cause {
    case .libraryFull:
      let app = try await AppHarness.make()
      let user = try #require(await app.accounts.currentUserID())
      let albums = (1...Int64(AlbumBounds.maximumSavedAlbums)).map {
        SavedAlbum(
          album: Album(
            id: 1000 + $0, title: "A", artist: nil, year: nil, genre: nil, artwork: nil,
            trackCount: nil, tracks: []),
          savedAt: Date(timeIntervalSince1970: 0))
      }
      _ = try await app.library.add(albums, for: user)
      return app
    case .albumOutOfBounds:
      let hostile = Album(
        id: 42, title: "Группа крови", artist: "Кино", year: 1988, genre: nil, artwork: nil,
        trackCount: 1,
        tracks: [
          Track(
            disc: 0, number: 1, title: "Группа крови", durationSeconds: 286, previewURL: nil)
        ])
      return try await AppHarness.make(
        catalog: FakeCatalog(summaries: [AppHarness.summary], albums: [hostile]))
    case .diskFull:
      return try await AppHarness.make(savedAlbums: FullDiskSavedAlbums())
    }
  }
}

/// A library on a full disk: it reads as empty and every write fails as SQLite's does.
private struct FullDiskSavedAlbums: SavedAlbumStore {
  private let empty = InMemorySavedAlbums(allowingUse: true)
  private let full = MusicLibraryError.storage(
    .other(path: "/data/library.sqlite3", detail: "database or disk is full"))

  func save(_ album: Album, for user: User.ID, at date: Date) throws -> Bool { throw full }
  func remove(albumID id: Int64, for user: User.ID) throws -> Bool { throw full }
  func savedAlbum(id: Int64, for user: User.ID) async -> SavedAlbum? {
    await empty.savedAlbum(id: id, for: user)
  }
  func savedAlbums(for user: User.ID) async -> [SavedAlbum] { await empty.savedAlbums(for: user) }
  func add(_ albums: [SavedAlbum], for user: User.ID) throws -> [SavedAlbum] { throw full }
  func add(for user: User.ID, batches next: () throws -> [SavedAlbumToAdd]?) throws
    -> [SavedAlbumListing]
  { throw full }
  func page(_ query: SavedAlbumQuery, for user: User.ID) async -> SavedAlbumPage {
    await empty.page(query, for: user)
  }
  func forEachSavedAlbum(
    for user: User.ID, in ordering: any SavedAlbumOrdering, _ body: (SavedAlbum) throws -> Void
  ) async throws {
    try await empty.forEachSavedAlbum(for: user, in: ordering, body)
  }
}
