import Authorization
import Domain
import InMemoryPorts
import Localization
import Registration
import TerminalKit
import TerminalText
import TestSupport

@testable import LineAccountScreens
@testable import TextRenderers

/// The sign-in and sign-up screens for the golden renderings, driven by their real modules through
/// a script: a wrong password and `help`; a sign-up with the date's and phone's notes and an
/// e-mail's error.
extension GoldenScreens {
  static let today = CalendarDate(year: 2026, month: 11, day: 22)!

  static func signIn(_ language: Language, _ width: Int?) async -> String {
    let accounts = InMemoryAccounts(allowingUse: true)
    _ = try? await accounts.create(
      NewAccount(
        firstName: "Ivan", lastName: "Petrov", birthDate: CalendarDate(iso: "1990-03-07")!,
        phone: "+375291234567", email: "ivan@example.com",
        passwordHash: try PlainTextHasher().hash("Secret12")))
    let console = PromptLayoutConsole(["ivan@example.com", "Wrong123", "help"], width: width)
    let view = AuthorizationTextView(console: console)
    view.language = language
    let presenter = AuthorizationModule.build(
      view: view, router: NoAuthorizationRouter(),
      dependencies: AuthorizationDependencies(
        users: accounts, currentUser: accounts, hasher: PlainTextHasher(),
        attempts: InMemorySignInAttempts(allowingUse: true), clock: FixedClock(today: today),
        language: language))
    presenter.viewDidLoad(email: nil)
    _ = await view.run(presenter: presenter) { false }
    return console.script.output
  }

  static func signUp(_ language: Language, _ width: Int?) async -> String {
    let console = PromptLayoutConsole(
      [
        "Alexandra", "Montgomery", "1990-03-07", "29 123 45 67",
        "alexandra@",
      ], width: width)
    let view = RegistrationTextView(console: console)
    view.language = language
    let presenter = RegistrationModule.build(
      view: view, router: NoRegistrationRouter(),
      dependencies: RegistrationDependencies(
        users: InMemoryAccounts(allowingUse: true), hasher: PlainTextHasher(),
        clock: FixedClock(today: today), defaultPhoneRegion: .by, language: language))
    presenter.viewDidLoad()
    _ = await view.run(presenter: presenter) { false }
    return console.script.output
  }
}

@MainActor final class NoAuthorizationRouter: AuthorizationRouting {
  func didSignIn() {}
  func openRegistration() {}
}

@MainActor final class NoRegistrationRouter: RegistrationRouting {
  func didRegister(email: String) {}
  func openSignIn() {}
}

/// A scripted console whose prompts are wrapped as the terminal's are (`TextLayout.prompt`, room
/// left for a visible answer).
@MainActor final class PromptLayoutConsole: Console {
  let script: ScriptedConsole

  init(_ lines: [String], width: Int?) {
    script = ScriptedConsole(lines)
    script.columns = width
  }

  var isInteractive: Bool { script.isInteractive }
  var allowsStyling: Bool { script.allowsStyling }
  var columns: Int? { script.columns }
  var progress: String? { script.progress }
  var outputIsTerminal: Bool { script.outputIsTerminal }
  func readLine(prompt: String) -> String? {
    script.readLine(prompt: layout.prompt(prompt, answerRoom: TextLayout.promptAnswerRoom))
  }
  func readSecret(prompt: String) -> String? { script.readSecret(prompt: layout.prompt(prompt)) }
  func write(_ text: String) { script.write(text) }
  func writeError(_ text: String) { script.writeError(text) }
  func showProgress(_ text: String?) { script.showProgress(text) }
  func readQuietly() async -> String? { await script.readQuietly() }
  func writeInPlace(_ text: String) { script.writeInPlace(text) }
}
