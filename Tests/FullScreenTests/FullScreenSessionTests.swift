import Domain
import Foundation
import Localization
import SQLiteStore
import TestSupport
import Testing

@testable import Composition
@testable import FullScreen
@testable import FullScreenPanes

/// The full-screen app and what happens to its session and its data outside it: a sign-out in
/// another process, stores that cannot say who is signed in, a data directory that was open to
/// others.
@MainActor @Suite struct FullScreenSessionTests {
  @Test(arguments: [Language.en, .ru])
  func aSignOutElsewhereBringsTheSignInFormBackAtTheNextRequest(_ language: Language)
    async throws
  {
    let app = try await FullScreenHarness.make(language: language)
    #expect(app.coordinator.signedInAs != nil)
    // What `musiclib signout` in another process does to the shared session.
    try await app.coordinator.screens.services.session.end()
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter)
    #expect(app.coordinator.form is SignInPane)
    #expect(app.coordinator.signedInAs == nil)
    let screen = app.screen(100, 24)
    let note = Localizer(language: language)(FullScreenNoticePhrase.signedOutElsewhere)
    #expect(screen.contains(note), "\(screen)")
    #expect(!screen.contains("musiclib signin"), "\(screen)")
  }

  @Test func aSignOutElsewhereBringsTheSignInFormBackWhenAPaneOpens() async throws {
    let app = try await FullScreenHarness.make()
    try await app.coordinator.screens.services.session.end()
    app.coordinator.show(.library)
    #expect(await eventually { app.coordinator.form is SignInPane }, "\(app.screen(100, 24))")
    let screen = app.screen(100, 24)
    #expect(screen.contains("You were signed out in another window"), "\(screen)")
    #expect(!screen.contains("musiclib signin"), "\(screen)")
  }

  @Test func aSignOutInTheAppItselfSaysNothingOfAnotherWindow() async throws {
    let app = try await FullScreenHarness.makeSignedOut()
    #expect(app.coordinator.form is SignInPane)
    #expect(!app.screen(100, 24).contains("another window"))
  }

  @Test func storesThatCannotSayWhoIsSignedInFailTheStartWithTheirError() async {
    let failure = MusicLibraryError.storage(.locked(path: "/data/library.sqlite3"))
    await #expect(throws: failure) {
      _ = try await FullScreenHarness.make(session: FailingSessionStore(failure))
    }
  }

  @Test(arguments: [Language.en, .ru])
  func aDataDirectoryOpenToOthersIsTheFirstNotice(_ language: Language) async throws {
    let app = try await FullScreenHarness.make(
      language: language,
      tightenedPermissions: [PermissionFix(path: "/data", oldMode: 0o755, newMode: 0o700)])
    let screen = app.screen(100, 24)
    let warning =
      language == .en
      ? "Warning: /data was open to other users (mode 0755); its mode is now 0700"
      : "Внимание: /data был доступен другим пользователям (права 0755); теперь права 0700"
    let status = screen.split(separator: "\n").suffix(ScreenComposer.maximumNoticeRows)
      .joined(separator: " ")
    #expect(status.contains(warning), "\(screen)")
  }

  @Test func theNoticesPhrasesAreComplete() {
    PhraseCatalog.expectComplete(FullScreenNoticePhrase.self)
  }
}
