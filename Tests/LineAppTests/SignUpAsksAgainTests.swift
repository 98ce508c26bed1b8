import Domain
import InMemoryPorts
import Registration
import TerminalKit
import TestSupport
import Testing

@testable import LineAccountScreens

/// The sign-up form asks a wrong field again at once, checks the password before it is repeated
/// and never asks for it again once it passed.
@MainActor @Suite struct SignUpAsksAgainTests {
  final class Router: RegistrationRouting {
    var registered: String?
    func didRegister(email: String) { registered = email }
    func openSignIn() {}
  }

  let router = Router()
  let accounts = InMemoryAccounts(allowingUse: true)

  /// Runs the sign-up form on `console` until it registers someone or input ends.
  func signUp(on console: any Console) async {
    let view = RegistrationTextView(console: console)
    let presenter = RegistrationModule.build(
      view: view, router: router,
      dependencies: RegistrationDependencies(
        users: accounts, hasher: PlainTextHasher(),
        clock: FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!),
        defaultPhoneRegion: .by, language: .en))
    presenter.viewDidLoad()
    _ = await view.run(presenter: presenter) { router.registered != nil }
  }

  /// Runs the form over `script` and gives the label of each prompt, in order.
  func labels(answering script: [String]) async -> [String] {
    let console = ScriptedConsole(script)
    await signUp(on: console)
    return console.prompts.map { String($0.prefix { $0 != "(" && $0 != ":" }) }
  }

  @Test func aWrongNameIsAskedAgainBeforeTheNextField() async throws {
    let labels = await labels(answering: [
      "Иван", "Ivan", "Petrov", "1990-03-07", "291234567", "ivan@example.com", "Secret12",
      "Secret12",
    ])

    #expect(labels.prefix(3) == ["First name ", "First name ", "Last name "])
    #expect(router.registered == "ivan@example.com")
    let credentials = try #require(await accounts.credentials(email: "ivan@example.com"))
    let user = try #require(await accounts.user(id: credentials.userID))
    #expect(user.firstName == "Ivan" && user.lastName == "Petrov")
  }

  @Test func aPasswordIsCheckedBeforeItIsRepeated() async {
    let labels = await labels(answering: [
      "Ivan", "Petrov", "1990-03-07", "291234567", "ivan@example.com", "short", "Secret12",
      "Secret12",
    ])

    #expect(labels.suffix(3) == ["Password ", "Password ", "Password again"])
    #expect(router.registered == "ivan@example.com")
  }

  @Test func aValidPasswordIsNotAskedAgainWhenTheRepeatDiffers() async {
    let labels = await labels(answering: [
      "Ivan", "Petrov", "1990-03-07", "291234567", "ivan@example.com", "Secret12", "Secret13",
      "Secret12",
    ])

    #expect(labels.suffix(3) == ["Password ", "Password again", "Password again"])
    #expect(router.registered == "ivan@example.com")
  }

  /// The repeat's mismatch is said under the repeat's prompt, with no `Password:` line of a
  /// field that is not asked again.
  @Test func aRepeatThatDiffersIsSaidUnderItsPromptWithoutAStrayPasswordLine() async {
    let console = ScriptedConsole([
      "Ivan", "Petrov", "1990-03-07", "291234567", "ivan@example.com", "Secret12", "Secret13",
      "Secret12",
    ])
    await signUp(on: console)

    let lines = console.output.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let again = lines.indices.filter { lines[$0].hasPrefix("Password again") }
    #expect(again.count == 2, "\(lines)")
    #expect(
      lines[again[0]...].prefix(3).map { $0 }
        == [lines[again[0]], "  ✖ The passwords do not match", lines[again[1]]],
      "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("Password:") }, "\(lines)")
    #expect(router.registered == "ivan@example.com")
  }

  @Test func aTakenEMailAsksForTheEMailAloneNotThePasswordsAgain() async throws {
    _ = try await accounts.create(
      NewAccount(
        firstName: "Anna", lastName: "Petrova",
        birthDate: CalendarDate(year: 1990, month: 1, day: 1)!,
        phone: "+375291234567", email: "taken@example.com", passwordHash: "x"))

    let labels = await labels(answering: [
      "Ivan", "Petrov", "1990-03-07", "291234567", "taken@example.com", "Secret12", "Secret12",
      "ivan@example.com",
    ])

    #expect(labels.suffix(3) == ["Password ", "Password again", "E-mail "])
    #expect(router.registered == "ivan@example.com")
  }
}
