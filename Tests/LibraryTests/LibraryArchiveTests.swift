import Domain
import Foundation
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
