import Domain
import Localization
import TerminalKit
import Testing

@testable import FullScreen

@Suite @MainActor struct FullScreenSignUpTests {
  @Test func aWrongFieldSaysWhyUnderItAtOnceAndTheSignUpEndsAtSignInWithTheEmail() async throws {
    let app = try await FullScreenHarness.makeSignedOut()
    // E-mail, password, then the sign-up row.
    await app.press(.tab, .tab, .enter)
    let form = app.screen(80, 24)
    #expect(form.contains("First name"), "\(form)")
    await app.type("Иван")
    let refused = app.screen(80, 24)
    #expect(refused.contains("Latin letters only"), "\(refused)")
    await app.press(.backspace, .backspace, .backspace, .backspace)
    await app.type("Anna")
    #expect(!app.screen(80, 24).contains("Latin letters only"))
    await app.press(.tab)
    await app.type("Smith")
    await app.press(.tab)
    await app.type("1990-01-01")
    await app.press(.tab)
    await app.type("29x1234567")
    let phone = app.screen(80, 24)
    #expect(phone.contains("(29) 123-45-67"), "the mask shows as the digits are typed: \(phone)")
    await app.press(.tab)
    await app.type("new@example.com")
    await app.press(.tab)
    await app.type("Secret12")
    await app.press(.tab)
    await app.type("Secret12")
    await app.press(.enter)
    await app.settle()
    let signIn = app.screen(80, 24)
    #expect(signIn.contains("new@example.com"), "\(signIn)")
    #expect(!signIn.contains("First name"))
    #expect(signIn.contains("Account created for new@example.com"), "\(signIn)")
  }

  @Test func theDateOfBirthIsPickedOnACalendarWithTheArrowKeys() async throws {
    let app = try await FullScreenHarness.makeSignedOut(language: .ru)
    await app.press(.tab, .tab, .enter)
    // First name, last name, then the date of birth: Enter on it empty opens the calendar.
    await app.press(.tab, .tab, .enter)
    let calendar = app.screen(80, 24)
    #expect(calendar.contains("Пн"), "\(calendar)")
    await app.press(.pageUp, .right, .down, .enter)
    let picked = app.screen(80, 24)
    #expect(!picked.contains("Пн"))
    #expect(picked.contains("-"), "\(picked)")
  }

  @Test func escOnTheSignUpFormGoesBackToSignInAndOnlySignInsEscQuits() async throws {
    let app = try await FullScreenHarness.makeSignedOut()
    await app.press(.tab, .tab, .enter)
    await app.type("Anna")
    await app.press(.escape)
    let signIn = app.screen(80, 24)
    #expect(!app.coordinator.isQuitting)
    #expect(!signIn.contains("First name"), "\(signIn)")
    #expect(signIn.contains("Esc quit"), "\(signIn)")
    await app.press(.escape)
    #expect(app.coordinator.isQuitting)
  }

  @Test func aLeadingPlusKeepsThePhoneInTheMaskOfItsCountryKeyByKey() async throws {
    let app = try await FullScreenHarness.makeSignedOut()
    await app.press(.tab, .tab, .enter)
    // First name, last name, date of birth, then the phone.
    await app.press(.tab, .tab, .tab)
    var shown: [String] = []
    for key in "+7916" {
      await app.press(.character(key))
      shown.append(app.screen(80, 24))
    }
    #expect(shown[2].contains("Phone: +7 (9"), "\(shown[2])")
    #expect(shown[4].contains("Phone: +7 (916"), "\(shown[4])")
    #expect(!shown.joined().contains("+375"))
    await app.type("1234567")
    let whole = app.screen(80, 24)
    #expect(whole.contains("Phone: +7 (916) 123-45-67"), "\(whole)")
    #expect(!whole.contains("incomplete"), "\(whole)")
  }

  @Test func theRepeatsMismatchShowsUnderItWhileTypingAndGoesWhenItMatches() async throws {
    let app = try await FullScreenHarness.makeSignedOut()
    await app.press(.tab, .tab, .enter)
    // First name, last name, date of birth, phone, e-mail, then the password.
    await app.press(.tab, .tab, .tab, .tab, .tab)
    await app.type("Secret12")
    await app.press(.tab)
    await app.type("Secret1")
    let lines = app.screen(80, 24).split(separator: "\n").map(String.init)
    let again = try #require(lines.firstIndex { $0.contains("Password again:") }, "\(lines)")
    #expect(lines[again + 1].contains("The passwords do not match"), "\(lines)")
    #expect(lines.filter { $0.contains("The passwords do not match") }.count == 1, "\(lines)")
    await app.type("2")
    #expect(!app.screen(80, 24).contains("The passwords do not match"), "\(app.screen(80, 24))")
  }
}
