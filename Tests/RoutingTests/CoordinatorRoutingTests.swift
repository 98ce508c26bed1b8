import AlbumDetail
import Domain
import InMemoryPorts
import Localization
import TestSupport
import Testing
import TextRenderers

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import LineApp

/// The interactive app driven in-process: a scripted console, in-memory ports, and the exact
/// transcript and sequence of screens.
@MainActor @Suite struct CoordinatorRoutingTests {
  static let signIn = [
    "Sign in",
    "Type your e-mail and password. Commands: signup — create an account, quit — leave",
    "You are signed in as Ivan Petrov (ivan@example.com). Press Enter (an empty line) to"
      + " continue, or sign in again",
    "E-mail: ivan@example.com",
    "Password: ",
  ]
  static let search = [
    "Album search — Signed in as Ivan Petrov",
    Localizer(language: .en)(LineAppHint.search),
  ]
  static let results = "Found 1 album for “кино”\n1. Группа крови — Кино · 2 tracks · 1988"
  /// The album screen: the album, then the screen's hint by the prompt.
  static let album =
    "Группа крови\nКино · 1988 · Рок\n2 tracks · 9:04\n  1. Группа крови  4:46\n"
    + "  2. Закрой за мной дверь, я ухожу  4:18\n"
    + Localizer(language: .en)(LineAppHint.album)

  /// The line over the prompts while track 1 plays on after the player was left.
  static let nowPlaying = "▶ Группа крови · Кино · 0:01 / 0:30 · 1/2"

  @Test func signingOutStopsWhatPlaysAndEmptiesTheQueue() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "кино", "1", "1", "back", "signout", "quit",
    ])

    _ = try await app.runApp(console)

    #expect(await app.player.calls == [.load("https://example.com/1.m4a"), .stop])
    #expect(console.transcript.filter { $0 == Self.nowPlaying }.count == 1, "only before signout")
  }

  @Test func signInSearchAlbumPlayerThenBackTwice() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole([
      "ivan@example.com", "Secret1", "кино", "1", "1", "back", "back", "quit",
    ])

    let routes = try await app.runApp(console)

    #expect(
      routes == [
        .signIn(email: nil), .search, .album(id: 42),
        .player(.album(id: 42, track: 1, disc: 1)), .album(id: 42), .search,
      ])
    #expect(
      console.transcript
        == Self.signIn + Self.search + [
          "🔎 кино", Self.results, "🔎 1", Self.album, "> 1",
          "Кино — Группа крови\nГруппа крови · Track 1 of 2", "… Loading the preview  1/2",
          "▶ Playing  0:01 / 0:30  1/2", "> back", Self.album, Self.nowPlaying, "> back",
          Self.results, Self.nowPlaying, "🔎 quit",
        ])
    #expect(await app.player.calls.first == .load("https://example.com/1.m4a"))
  }

  @Test func aFailedAlbumLookupOpensNothingAndKeepsTheResults() async throws {
    let app = try await AppHarness.make(
      catalog: FakeCatalog(summaries: [AppHarness.summary], albums: []))
    let console = ScriptedConsole(["ivan@example.com", "Secret1", "кино", "1", "1", "quit"])

    let routes = try await app.runApp(console)

    #expect(
      routes == [.signIn(email: nil), .search, .album(id: 42), .search, .album(id: 42), .search])
    let notOpened =
      "Nothing was opened; you are back at your results: choose another number or type a new"
      + " search"
    #expect(
      console.transcript
        == Self.signIn + Self.search + [
          "🔎 кино", Self.results, "🔎 1", "✖ Album not found", notOpened, "🔎 1",
          "✖ Album not found", notOpened, "🔎 quit",
        ])
  }

  @Test func signingOutFromTheProfileStartsOverAtSignIn() async throws {
    let app = try await AppHarness.make()
    let console = ScriptedConsole(["ivan@example.com", "Secret1", "profile", "signout"])

    let routes = try await app.runApp(console)

    #expect(routes == [.signIn(email: nil), .search, .profile, .signIn(email: nil)])
    #expect(await app.accounts.currentUserID() == nil)
    #expect(
      console.transcript
        == Self.signIn + Self.search + [
          "🔎 profile",
          "Welcome, Ivan Petrov\nFirst name     Ivan\nLast name      Petrov\n"
            + "Date of birth  7 March 1990\nAge            36 years\n"
            + "Phone          +375 (29) 123-45-67\nE-mail         ivan@example.com\n"
            + "Commands: back — to the search, signout — sign out, quit — leave",
          "> signout", "You have signed out", "Sign in",
          "Type your e-mail and password. Commands: signup — create an account, quit — leave",
        ])
  }
}
