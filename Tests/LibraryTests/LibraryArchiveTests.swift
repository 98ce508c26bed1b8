import Domain
import Foundation
import InMemoryPorts
import Library
import Localization
import TestSupport
import Testing

@Suite @MainActor struct LibraryArchiveTests {
  private static let first = LibraryFixtures.album(1, "Группа крови")
  private static let second = Album(
    id: 2, title: "Abbey Road", artist: nil, year: nil, genre: nil,
    artwork: ArtworkReference(
      url: "https://example.com/a/100x100bb.jpg",
      sizedTemplate: "https://example.com/a/{size}x{size}bb.jpg"),
    trackCount: nil,
    tracks: [
      Track(
        disc: 2, number: 7, title: "Something", durationSeconds: 182,
        previewURL: "https://example.com/7.m4a")
    ])

  private static func json(_ albums: String, version: Int = 1) -> Data {
    Data(#"{"format": "musiclib-library", "version": \#(version), "albums": [\#(albums)]}"#.utf8)
  }

  private static let validAlbum =
    #"{"id": 9, "title": "T", "savedAt": "2026-09-20T10:00:00Z", "tracks": []}"#

  @Test func anExportReadsBackToTheSameAlbumsWithTracksAndDates() async throws {
    let screen = try await LibraryFixtures.screen(saved: [(Self.first, 60), (Self.second, 0)])

    await screen.presenter.didRequestExport()

    let archive = try #require(screen.view.last?.archive)
    #expect(screen.view.last?.message == "Exported 2 albums")
    let encoded = try JSONEncoder().encode(archive)
    let read = try LibraryArchive(decoding: encoded)
    #expect(
      read.savedAlbums == [
        SavedAlbum(album: Self.second, savedAt: LibraryFixtures.now),
        SavedAlbum(album: Self.first, savedAt: LibraryFixtures.now.addingTimeInterval(-60)),
      ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
    #expect(object["format"] as? String == "musiclib-library")
    #expect(object["version"] as? Int == 1)
  }

  @Test func importMergesKeepingWhatIsSavedAndReportsWhatItAdded() async throws {
    let kept = LibraryFixtures.album(1, "Kept title")
    let screen = try await LibraryFixtures.screen(saved: [(kept, 0)])
    let file = try JSONEncoder().encode(
      LibraryArchive([
        SavedAlbum(album: Self.first, savedAt: LibraryFixtures.now),
        SavedAlbum(album: Self.second, savedAt: LibraryFixtures.now),
      ]))

    await screen.presenter.didRequestImport(file)

    let shown = try #require(screen.view.last)
    #expect(shown.message == "Added 1 album to your library; 1 already there")
    #expect(shown.imported?.added.map(\.id) == [2])
    #expect(shown.imported?.alreadySaved == 1)
    #expect(shown.rows.map(\.title) == ["Abbey Road", "Kept title"])
    #expect(await screen.library.savedAlbum(id: 1, for: screen.user)?.album == kept)
    #expect(await screen.library.savedAlbum(id: 2, for: screen.user)?.album == Self.second)

    await screen.presenter.didRequestImport(file)
    #expect(
      screen.view.last?.message
        == "Nothing added: every album of the file is in your library already")
  }

  @Test(arguments: [
    (
      "not json", "This is not a musiclib library file (JSON with \"format\": \"musiclib-library\")"
    ),
    (
      #"{"format": "other", "version": 1, "albums": []}"#,
      "This is not a musiclib library file (JSON with \"format\": \"musiclib-library\")"
    ),
    (
      #"{"format": "musiclib-library", "version": 1, "albums": {}}"#,
      "This is not a musiclib library file (JSON with \"format\": \"musiclib-library\")"
    ),
    (
      #"{"format": "musiclib-library", "version": 2, "albums": []}"#,
      "This library file has version 2, which this musiclib cannot read; update musiclib"
    ),
  ])
  func aMalformedFileIsRefusedAsAWholeWithAClearMessage(file: String, message: String)
    async throws
  {
    let screen = try await LibraryFixtures.screen(saved: [(Self.first, 0)])

    await screen.presenter.didRequestImport(Data(file.utf8))

    #expect(screen.view.last?.failure?.message == message)
    #expect(screen.view.last?.failure?.code == "invalidLibraryFile")
    #expect(screen.view.last?.failure?.kind == .invalidInput)
    #expect(await screen.storedIDs == [1])
  }

  @Test(arguments: [
    #"{"id": 0, "title": "T", "savedAt": "2026-09-20T10:00:00Z", "tracks": []}"#,
    #"{"id": 5, "title": "", "savedAt": "2026-09-20T10:00:00Z", "tracks": []}"#,
    #"{"id": 5, "title": "T", "savedAt": "yesterday", "tracks": []}"#,
    #"{"id": 5, "title": "T", "year": -3, "savedAt": "2026-09-20T10:00:00Z", "tracks": []}"#,
    #"{"id": 5, "title": "T", "savedAt": "2026-09-20T10:00:00Z", "artwork": "#
      + #"{"url": "file:///etc/passwd"}, "tracks": []}"#,
    #"{"id": 5, "title": "T", "savedAt": "2026-09-20T10:00:00Z", "tracks": [{"disc": 1, "#
      + #""number": 1, "title": "x", "previewURL": "file:///etc/shadow"}]}"#,
    #"{"id": 5, "title": "T", "savedAt": "2026-09-20T10:00:00Z", "tracks": [{"disc": 0, "#
      + #""number": 1, "title": "x"}]}"#,
    #"{"id": 5, "title": ""# + String(repeating: "x", count: 2001)
      + #"", "savedAt": "2026-09-20T10:00:00Z", "tracks": []}"#,
    #"{"id": 5, "title": "T", "savedAt": "2026-09-20T10:00:00Z", "tracks": [{"disc": 1, "#
      + #""number": 1, "title": "x", "artist": ""# + String(repeating: "x", count: 2001) + #""}]}"#,
    // One grapheme of 2,001 scalars: the bound counts scalars, not characters.
    #"{"id": 5, "title": "e"# + String(repeating: "\u{301}", count: 2000)
      + #"", "savedAt": "2026-09-20T10:00:00Z", "tracks": []}"#,
  ])
  func aHostileAlbumRefusesTheWholeFileNamingItsPosition(album: String) async throws {
    let screen = try await LibraryFixtures.screen()

    await screen.presenter.didRequestImport(Self.json(Self.validAlbum + ", " + album))

    #expect(screen.view.last?.failure?.message.hasPrefix("Album 2 of the library file") == true)
    #expect(await screen.storedIDs == [])
  }

  @Test func limitsOnSizeAndAlbumCountAreChecked() throws {
    #expect(throws: LibraryArchiveProblem.tooLarge(limitBytes: LibraryArchive.maximumBytes)) {
      try LibraryArchive(decoding: Data(count: LibraryArchive.maximumBytes + 1))
    }
    let many = Array(repeating: Self.validAlbum, count: LibraryArchive.maximumAlbums + 1)
    #expect(throws: LibraryArchiveProblem.tooManyAlbums(limit: LibraryArchive.maximumAlbums)) {
      try LibraryArchive(decoding: Self.json(many.joined(separator: ",")))
    }
    #expect(try LibraryArchive(decoding: Self.json(Self.validAlbum)).savedAlbums.count == 1)
  }
}

/// What issue 27 found in the library file: albums refused without a name, a date losing a
/// millisecond per round trip, repeats reported as already there, a full library too large.
@Suite @MainActor struct LibraryArchiveBoundsTests {
  private static func json(_ albums: [String]) -> Data {
    Data(
      (#"{"format": "musiclib-library", "version": 1, "albums": ["#
        + albums.joined(separator: ", ") + "]}").utf8)
  }

  private static func album(_ id: Int64, _ title: String, tracks: String = "") -> String {
    #"{"id": \#(id), "title": "\#(title)", "savedAt": "2026-09-20T10:00:00Z", "tracks": [\#(tracks)]}"#
  }

  @Test func anAlbumOutOfBoundsIsNamedByPositionIdTitleAndField() async throws {
    let screen = try await LibraryFixtures.screen()
    let odd = Self.album(8, "Odd", tracks: #"{"disc": 1, "number": 0, "title": "t"}"#)

    await screen.presenter.didRequestImport(Self.json([Self.album(7, "Fine"), odd]))

    #expect(
      screen.view.last?.failure?.message
        == "Album 2 of the library file (8 “Odd”) has its tracks[0].number out of bounds (an "
        + "empty or over-long text, a number below 1, an address that is not http or https, a "
        + "date that is not ISO 8601); nothing was imported")
    #expect(screen.view.last?.refused.map(\.field) == ["tracks[0].number"])
    #expect(await screen.storedIDs == [])
  }

  @Test func aTitleOfOneClusterButThousandsOfScalarsIsOutOfBounds() async throws {
    let screen = try await LibraryFixtures.screen()
    let title = "e" + String(repeating: "\u{301}", count: AlbumBounds.maximumTextScalars)

    await screen.presenter.didRequestImport(Self.json([Self.album(7, title)]))

    #expect(screen.view.last?.refused.map(\.field) == ["title"])
    #expect(await screen.storedIDs == [])
  }

  @Test func skippingInvalidAlbumsImportsTheRestAndNamesEachSkipped() async throws {
    let screen = try await LibraryFixtures.screen()
    let file = Self.json([
      Self.album(7, "Fine"), Self.album(8, ""),
      #"{"id": 9, "title": "Late", "savedAt": "yesterday", "tracks": []}"#,
    ])

    await screen.presenter.didRequestImport(file, skippingInvalid: true)

    let shown = try #require(screen.view.last)
    #expect(shown.failure == nil)
    #expect(
      shown.message
        == "Added 1 album to your library; 0 already there; skipped 2 albums out of bounds")
    #expect(
      shown.imported?.skipped == [
        LibraryAlbumRefusal(number: 2, id: 8, title: "", field: "title"),
        LibraryAlbumRefusal(number: 3, id: 9, title: "Late", field: "savedAt"),
      ])
    #expect(
      shown.skipped == [
        "Skipped album 2 of the file (8 “”): its title is out of bounds",
        "Skipped album 3 of the file (9 “Late”): its savedAt is out of bounds",
      ])
    #expect(await screen.storedIDs == [7])
  }

  @Test func idsRepeatedInTheFileAreReportedAsRepeatsNotAsAlreadySaved() async throws {
    let screen = try await LibraryFixtures.screen(saved: [(LibraryFixtures.album(1, "Kept"), 0)])
    let file = Self.json([
      Self.album(7, "First"), Self.album(7, "Second"), Self.album(1, "Kept"),
    ])

    await screen.presenter.didRequestImport(file)

    let shown = try #require(screen.view.last)
    #expect(shown.imported?.alreadySaved == 1)
    #expect(shown.imported?.repeatedInFile == 1)
    #expect(
      shown.message
        == "Added 1 album to your library; 1 already there; 1 repeated an id given before them "
        + "in the file")
    #expect(await screen.library.savedAlbum(id: 7, for: screen.user)?.album.title == "First")
  }

  @Test func savedDatesSurviveExportAndImportToTheMillisecond() throws {
    for millisecond in 0..<1000 {
      let text = String(format: "2026-09-20T10:00:00.%03dZ", millisecond)
      var saved = SavedAlbum(
        album: LibraryFixtures.album(1, "A"), savedAt: try #require(StoredTimestamp.date(text)))
      for _ in 0..<3 {
        let read = try LibraryArchive(decoding: try LibraryArchive([saved]).encoded())
        saved = try #require(read.savedAlbums.first)
      }
      #expect(StoredTimestamp.text(saved.savedAt) == text)
    }
  }

  @Test func aLibraryAtItsCapsExportsToAFileThatImports() throws {
    let title = String(repeating: "x", count: AlbumBounds.maximumTextScalars)
    let perAlbum = AlbumBounds.maximumLibraryBytes / AlbumBounds.maximumSavedAlbums
    func album(_ id: Int64, artist: String) -> Album {
      Album(
        id: id, title: title, artist: artist, year: nil, genre: nil, artwork: nil,
        trackCount: nil, tracks: [])
    }
    let padding = perAlbum - (try AlbumBounds.encoded(album(1_000_000_000, artist: "")).count)
    let saved = (1...AlbumBounds.maximumSavedAlbums).map {
      SavedAlbum(
        album: album(Int64(1_000_000_000 + $0), artist: String(repeating: "a", count: padding)),
        savedAt: LibraryFixtures.now)
    }
    let stored = try saved.reduce(0) { $0 + (try AlbumBounds.encoded($1.album).count) }
    #expect(stored <= AlbumBounds.maximumLibraryBytes)

    let file = try LibraryArchive(saved).encoded()

    #expect(file.count <= LibraryArchive.maximumBytes)
    #expect(try LibraryArchive(decoding: file).savedAlbums.count == saved.count)
  }
}

/// A library saved before the bounds: holds whatever it was given.
private struct LegacyLibrary: SavedAlbumStore {
  let albums: [SavedAlbum]

  func save(_ album: Album, for user: User.ID, at date: Date) async throws -> Bool { false }
  func remove(albumID id: Int64, for user: User.ID) async throws -> Bool { false }
  func savedAlbum(id: Int64, for user: User.ID) async throws -> SavedAlbum? { nil }
  func savedAlbums(for user: User.ID) async throws -> [SavedAlbum] { albums }
  func add(_ albums: [SavedAlbum], for user: User.ID) async throws -> [SavedAlbum] { [] }
  func add(for user: User.ID, batches next: () throws -> [SavedAlbumToAdd]?) async throws
    -> [SavedAlbumListing]
  { [] }
  func page(_ query: SavedAlbumQuery, for user: User.ID) async throws -> SavedAlbumPage {
    SavedAlbumPage(
      albums: albums.map(SavedAlbumListing.init), matching: albums.count, total: albums.count)
  }
  func forEachSavedAlbum(
    for user: User.ID, in ordering: any SavedAlbumOrdering, _ body: (SavedAlbum) throws -> Void
  ) async throws {
    for saved in albums { try body(saved) }
  }
}

@Suite @MainActor struct LibraryLegacyExportTests {
  @Test func anExportOfAlbumsSavedBeforeTheBoundsSaysHowManyAnImportRefuses() async throws {
    let (accounts, _) = try await InMemoryAccounts.withSignedInUser()
    let odd = Album(
      id: 8, title: "Odd", artist: nil, year: nil, genre: nil, artwork: nil, trackCount: nil,
      tracks: [Track(disc: 0, number: 1, title: "t", durationSeconds: nil, previewURL: nil)])
    let library = LegacyLibrary(albums: [
      SavedAlbum(album: LibraryFixtures.album(1, "Fine"), savedAt: LibraryFixtures.now),
      SavedAlbum(album: odd, savedAt: LibraryFixtures.now),
    ])
    let view = SpyLibraryView()
    let router = SpyLibraryRouter()
    let presenter = LibraryModule.build(
      view: view, router: router,
      dependencies: LibraryDependencies(
        currentUser: accounts, savedAlbums: library, clock: FixedClock(LibraryFixtures.now),
        language: .en))

    await presenter.didRequestExport()

    #expect(view.last?.archive?.albums.count == 2, "every album is still written")
    #expect(
      view.last?.message
        == "Exported 2 albums; 1 album out of bounds, which an import refuses, the first 8 “Odd” "
        + "(tracks[0].disc)")
  }
}
