import Domain
import Foundation
import InMemoryPorts
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// The library in the interactive app and its one-shot subcommands, in-process over fakes.
@MainActor @Suite struct LibraryRoutingTests {
  static let signIn = ["ivan@example.com", "Secret1"]
  static let listed =
    "1. Группа крови — Кино · 2 tracks · 1988  just now"
  /// `musiclib library` ends each row with the command that opens it, as search rows do.
  static let listedWithCommand =
    "1. Группа крови — Кино · 2 tracks · 1988 · album 42  just now"

  @Test func saveOnTheAlbumThenTheLibraryOpensItAndBackReturnsToTheLibrary() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(
      Self.signIn + ["кино", "1", "save", "back", "library", "1", "back", "back", "quit"])

    let routes = try await app.runApp(console)

    #expect(
      routes == [
        .signIn(email: nil), .search, .album(id: 42), .search, .library, .album(id: 42),
        .library, .search,
      ])
    #expect(
      console.transcript.contains("Saved “Группа крови” in your library; it opens offline too"))
    #expect(console.transcript.contains("My library — Signed in as Ivan Petrov"))
    #expect(console.transcript.filter { $0 == Self.listed }.count == 2)
    let user = try #require(await app.accounts.currentUserID())
    #expect(await app.library.savedAlbums(for: user).map(\.album) == [AppHarness.album])
  }

  /// A saved album opens from the library as its saved copy, with how old it is and why, when
  /// the catalog cannot be reached or no longer has it.
  @Test(arguments: ["offline", "no longer in the music catalog"])
  func aSavedAlbumOpensFromTheLibraryAsItsSavedCopy(reason: String) async throws {
    let catalog =
      reason == "offline"
      ? FakeCatalog(failure: MusicLibraryError.noConnection)
      : FakeCatalog(summaries: [AppHarness.summary], albums: [])
    let app = try await AppHarness.make(catalog: catalog)
    let user = try #require(await app.accounts.currentUserID())
    _ = try await app.library.save(AppHarness.album, for: user, at: Date(timeIntervalSince1970: 0))
    let console = ScriptedConsole(Self.signIn + ["library", "1", "quit"])

    let routes = try await app.runApp(console)

    #expect(routes == [.signIn(email: nil), .search, .library, .album(id: 42)])
    let shown =
      "Группа крови\nКино · 1988 · Рок\n2 tracks · 9:04\nSaved 1 January 1970 — \(reason)\n"
      + "  1. Группа крови  4:46\n  2. Закрой за мной дверь, я ухожу  4:18\n"
    #expect(console.transcript.contains { $0.hasPrefix(shown) }, "\(console.transcript)")
  }

  @Test func anAlbumNobodySavedIsStillNotFound() async throws {
    let app = try await AppHarness.make(
      catalog: FakeCatalog(summaries: [AppHarness.summary], albums: []))
    let console = ScriptedConsole([])

    #expect(try await app.runner(["album", "42"], console).run(.album) == .notFound)
  }

  @Test func typingTextInTheLibraryFiltersItAndRemoveTakesAnAlbumOut() async throws {
    let app = try await AppHarness.make()
    let user = try #require(await app.accounts.currentUserID())
    let other = Album(
      id: 7, title: "Abbey Road", artist: "The Beatles", year: 1969, genre: nil, artwork: nil,
      trackCount: 1, tracks: [])
    _ = try await app.library.save(AppHarness.album, for: user, at: Date(timeIntervalSince1970: 0))
    _ = try await app.library.save(other, for: user, at: Date(timeIntervalSince1970: 0))
    let console = ScriptedConsole(Self.signIn + ["library", "кино", "remove 1", "", "quit"])

    _ = try await app.runApp(console)

    #expect(
      console.transcript.contains {
        $0.hasPrefix("Matching “кино”: 1 of 2 albums\n1. Группа крови")
      })
    #expect(
      console.transcript.contains { $0.hasPrefix("Removed “Группа крови” from your library") })
    #expect(await app.library.savedAlbums(for: user).map(\.album.id) == [7])
  }

  @Test func oneShotSaveListRemove() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([])

    #expect(try await app.runner(["save", "42"], console).run(.save) == .success)
    #expect(try await app.runner(["library"], console).run(.library) == .success)
    #expect(try await app.runner(["remove", "42"], console).run(.remove) == .success)
    #expect(try await app.runner(["remove", "42"], console).run(.remove) == .success)

    #expect(
      console.transcript == [
        "Saved “Группа крови” in your library; it opens offline too", Self.listedWithCommand,
        "Removed “Группа крови” from your library", "Album 42 is not in your library",
      ])
  }

  @Test func oneShotSaveOfAnUnknownAlbumIsNotFoundAndABadIDIsInvalid() async throws {
    let app = try await AppHarness.make(catalog: FakeCatalog(albums: []))
    let console = ScriptedConsole([])

    #expect(try await app.runner(["save", "5"], console).run(.save) == .notFound)
    #expect(try await app.runner(["save", "x"], console).run(.save) == .usage)
    #expect(try await app.runner(["remove", "0"], console).run(.remove) == .usage)
    let user = try #require(await app.accounts.currentUserID())
    #expect(await app.library.savedAlbums(for: user) == [])
  }

  @Test func theSavedCopyAnswersForFailuresOfReachOnly() async throws {
    let (accounts, user) = try await InMemoryAccounts.withSignedInUser()
    let library = InMemorySavedAlbums(allowingUse: true)
    let savedAt = Date(timeIntervalSince1970: 0)
    let now = FixedClock(Date(timeIntervalSince1970: 3 * 3600))
    _ = try await library.save(AppHarness.album, for: user.id, at: savedAt)
    let reasons: [(MusicLibraryError, StaleReason)] = [
      (.noConnection, .offline), (.timeout, .offline), (.notStoredOffline, .offline),
      (.rateLimited, .rateLimited), (.requestBudgetSpent(retryAfterSeconds: 7), .rateLimited),
      (.serverError(status: 503), .serverError),
    ]
    for (error, reason) in reasons {
      let catalog = SavedCopyCatalog(
        catalog: FakeCatalog(failure: error), currentUser: accounts, savedAlbums: library,
        clock: now)
      let answer = try await catalog.albumAnswer(id: 42, country: "US")
      #expect(answer.value == AppHarness.album)
      // Shown as a stale answer as old as the saved copy: "Saved 3 hours ago — offline".
      #expect(
        answer.source
          == .stale(
            AnswerAge(
              fetchedAt: savedAt, servedAt: now.now(), timeZone: now.timeZone, reason: reason)))
      #expect(try await catalog.album(id: 42, country: "US") == AppHarness.album)
      await #expect(throws: error) { try await catalog.album(id: 43, country: "US") }
    }
    let refusing = SavedCopyCatalog(
      catalog: FakeCatalog(failure: MusicLibraryError.badRequest(message: "no")),
      currentUser: accounts, savedAlbums: library, clock: now)
    await #expect(throws: MusicLibraryError.badRequest(message: "no")) {
      try await refusing.album(id: 42, country: "US")
    }
    // An album the catalog does not have and nobody saved is not found.
    let online = SavedCopyCatalog(
      catalog: FakeCatalog(albums: []), currentUser: accounts,
      savedAlbums: InMemorySavedAlbums(allowingUse: true), clock: now)
    #expect(try await online.album(id: 42, country: "US") == nil)
  }
}
