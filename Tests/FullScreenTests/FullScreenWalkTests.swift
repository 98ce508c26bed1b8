import Domain
import InMemoryPorts
import Localization
import TerminalKit
import Testing

@testable import FullScreen
@testable import FullScreenPanes

/// What a new person's walk through `musiclib ui` met: each key does what it says or says why not.
@Suite @MainActor struct FullScreenWalkTests {
  @Test func signingOutEndsTheQueueAndTheNextPersonStartsWithNothingPlaying() async throws {
    let app = try await FullScreenHarness.make()
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter, .enter, .enter)
    #expect(app.screen(80, 24).contains("1/3"))
    await app.press(.character(":"))
    await app.type("signout")
    await app.press(.enter)
    await app.type("ivan@example.com")
    await app.press(.tab)
    await app.type("Secret1")
    await app.press(.enter)
    await app.settle()
    let search = app.screen(80, 24)
    #expect(search.contains("Nothing is playing"), "\(search)")
    #expect(!search.contains("1/3"))
    await app.press(.character(":"))
    await app.type("queue")
    await app.press(.enter)
    let queue = app.screen(80, 24)
    #expect(queue.contains("The queue is empty"), "\(queue)")
    #expect(!queue.contains("Война"))
  }

  @Test func anItemPageAtFortyByTwelveScrollsToTheEndOfItsDescription() async throws {
    let movie = MediaItem(
      id: 77, kind: .movie, title: "Игла", artist: "Казахфильм",
      description: Array(repeating: "Моро возвращается в Алма-Ату.", count: 12).joined(
        separator: " ") + " конец")
    let app = try await FullScreenHarness.make(catalog: FakeCatalog(media: [movie]))
    app.coordinator.openMediaItem(id: 77)
    await app.settle()
    let first = app.screen(40, 12)
    #expect(first.contains("Казахфильм"))
    #expect(!first.contains("конец"), "\(first)")
    await app.press(.pageDown)
    #expect(!app.screen(40, 12).contains("Казахфильм"), "a page down")
    await app.press(.character("g"))
    #expect(app.screen(40, 12) == first, "g goes back to the top")
    for _ in 0..<30 { await app.press(.down) }
    #expect(app.screen(40, 12).contains("конец"), "Down reaches the end")
    await app.press(.character("g"), .character("G"))
    #expect(app.screen(40, 12).contains("конец"), "so does G")
  }

  @Test func aStoreLinkWiderThanThePageGoesOnUnderItsLabelWhole() async throws {
    let url = "https://itunes.apple.com/ru/movie/igla/id1234567890?uo=4&at=lettersToMakeItLonger"
    let movie = MediaItem(
      id: 77, kind: .movie, title: "Игла", artist: "Казахфильм", storeURL: url)
    let app = try await FullScreenHarness.make(catalog: FakeCatalog(media: [movie]))
    app.coordinator.openMediaItem(id: 77)
    await app.settle()
    let screen = app.screen(80, 24)
    let rows = screen.split(separator: "\n").map { Array($0) }
    let first = try #require(rows.firstIndex { String($0).contains("https://itunes.apple.com/ru") })
    let column = try #require(String(rows[first]).range(of: "https://")).lowerBound
    let offset = String(rows[first])[..<column].count
    // The address's pieces stand one under another, from the same column.
    let pieces = rows[first...].prefix(4).map { row in
      String(row.dropFirst(offset).prefix { $0 != " " && $0 != "│" })
    }
    #expect(pieces.joined().hasPrefix(url), "\(screen)")
    #expect(!String(rows[first]).contains("…"), "not cut: \(screen)")
  }

  @Test func aSongsPageAtFortyByTwelveScrollsToItsOtherAlbumsAndEnterOpensOne() async throws {
    let app = try await FullScreenHarness.make(catalog: Self.songCatalog())
    app.coordinator.openMediaItem(id: 11)
    await app.settle()
    let first = app.screen(40, 12)
    #expect(!first.contains("Альбом 103"), "\(first)")
    await app.press(.character("G"))
    #expect(app.screen(40, 12).contains("Альбом 103"))
    await app.press(.up, .up, .up, .up)
    #expect(app.screen(40, 12).contains("Звезда"))
    await app.press(.enter)
    #expect((app.coordinator.details.last as? AlbumPane)?.albumID == 7)
  }

  @Test func aOnAnAlbumWithoutTracksSaysWhyNothingWasAdded() async throws {
    let empty = Album(
      id: 5, title: "Пусто", artist: "Кино", year: 1990, genre: "Рок", artwork: nil,
      trackCount: 0, tracks: [])
    let app = try await FullScreenHarness.make(catalog: FakeCatalog(albums: [empty]))
    app.coordinator.openAlbum(id: 5)
    await app.settle()
    await app.press(.character("a"))
    #expect(app.screen(80, 24).contains("The album has no tracks to add"))
  }

  @Test(arguments: [Language.en, .ru])
  func sOnAnAlbumInTheResultsSavesItAsItsPageWould(_ language: Language) async throws {
    let app = try await FullScreenHarness.make(language: language)
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter, .character("s"))
    let saved = app.screen(200, 60)
    #expect(
      saved.contains(language == .en ? "Saved “Группа крови”" : "Альбом «Группа крови» сохранён"),
      "\(saved)")
    await app.press(.character(":"))
    await app.type("library")
    await app.press(.enter)
    #expect(app.screen(120, 40).contains("Группа крови · Кино"))
    await app.press(.character("s"))
    #expect(app.screen(120, 40).contains("s saves the album") == (language == .en))
  }

  @Test func enterOrAOnAnItemPageWithNothingToPlaySaysHowToFindItsTracks() async throws {
    let song = MediaItem(id: 12, kind: .song, title: "Кукушка", artist: "Кино")
    let app = try await FullScreenHarness.make(catalog: FakeCatalog(media: [song]))
    app.coordinator.openMediaItem(id: 12)
    await app.settle()
    await app.press(.enter)
    #expect(app.screen(120, 40).contains("“:tracks Кукушка”"))
    await app.press(.character("x"), .character("a"))
    #expect(app.screen(120, 40).contains("“:tracks Кукушка”"))
  }

  @Test(arguments: [Language.en, .ru])
  func escWhileAnAlbumLoadsClosesItsPageAndSaysCancelled(_ language: Language) async throws {
    let slow = FakeCatalog(
      albums: FullScreenHarness.albums,
      beforeAnswering: { try? await Task.sleep(for: .seconds(600)) })
    let app = try await FullScreenHarness.make(language: language, catalog: slow)
    app.coordinator.openAlbum(id: 42)
    for _ in 0..<20 { await Task.yield() }
    #expect(app.coordinator.details.count == 1)
    await app.press(.escape)
    #expect(app.coordinator.details.isEmpty, "the page is closed")
    #expect(!app.coordinator.isQuitting)
    let screen = app.screen(40, 12)
    #expect(screen.contains(language == .en ? "Cancelled" : "Отменено"), "\(screen)")
    #expect(app.coordinator.focus == .main)
  }

  /// A song of album 42 with every fact filled in, its artist's albums 7 and 100–103 besides.
  static func songCatalog() -> FakeCatalog {
    let song = MediaItem(
      id: 11, kind: .song, title: "Группа крови", artist: "Кино", artistID: 9,
      storeURL: "https://music.example/11", albumID: 42, genres: ["Рок"],
      releaseDate: CalendarDate(year: 1988, month: 1, day: 5), durationSeconds: 286)
    let others =
      [
        AlbumSummary(
          id: 7, title: "Звезда", artist: "Кино", trackCount: 1, year: 1989, artwork: nil)
      ]
      + (100...103).map {
        AlbumSummary(
          id: Int64($0), title: "Альбом \($0)", artist: "Кино", trackCount: 1, year: 1990,
          artwork: nil)
      }
    return FakeCatalog(
      summaries: others, albums: FullScreenHarness.albums, media: [song],
      artistAlbums: [9: others])
  }
}
