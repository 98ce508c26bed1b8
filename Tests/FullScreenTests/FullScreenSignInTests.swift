import Domain
import Foundation
import Localization
import TerminalKit
import Testing

@testable import FullScreen
@testable import FullScreenPanes

/// The full-screen sign-in form's lock-out after too many failed attempts.
@Suite @MainActor struct FullScreenSignInTests {
  @Test func aLockOutCountsDownEachSecondWithATimerArmedOnlyWhileItShows() async throws {
    let app = try await FullScreenHarness.makeSignedOut()
    await app.type("ivan@example.com")
    await app.press(.tab)
    await app.type("Wrong123")
    await app.press(.enter)
    let pane = try #require(app.coordinator.form as? SignInPane)
    #expect(app.screen(80, 24).contains("Wrong e-mail or password"), "\(app.screen(80, 24))")
    #expect(pane.countdown == nil, "no timer while nothing counts down")
    for _ in 1...5 { await app.press(.enter) }
    let left = try #require(pane.lockOutLeft, "\(app.screen(80, 24))")
    #expect(pane.countdown != nil)
    let english = Localizer(language: .en)
    let locked = english.message(for: .tooManyAttempts(retryAfterSeconds: left))
    #expect(app.screen(80, 24).contains(locked), "\(app.screen(80, 24))")
    // At 40 columns the notice wraps above the hint, its seconds included.
    let narrow = app.screen(40, 12).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    #expect(narrow.contains(locked), "\(app.screen(40, 12))")
    pane.countDown()
    let later = english.message(for: .tooManyAttempts(retryAfterSeconds: left - 1))
    #expect(later != locked)
    #expect(app.screen(80, 24).contains(later), "\(app.screen(80, 24))")
    for _ in 1..<left { pane.countDown() }
    #expect(pane.lockOutLeft == nil)
    #expect(pane.countdown == nil, "the timer stops with the countdown")
    #expect(!app.screen(80, 24).contains("Too many"), "\(app.screen(80, 24))")
  }
}
