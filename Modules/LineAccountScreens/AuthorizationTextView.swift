import Authorization
import Localization
import TerminalKit
import TerminalText
import TextRenderers

/// The sign-in screen on a console: prints view models, reads the e-mail and password.
@MainActor public final class AuthorizationTextView: AuthorizationDisplaying {
  /// The language of the screen's hint; the screen's other strings come from its presenter.
  public var language = Language.en
  private let console: any Console
  private let style: TextStyle
  private var lastModel: AuthorizationViewModel?

  /// Creates the view over a console.
  public init(console: any Console) {
    self.console = console
    self.style = console.style
  }

  public func display(_ viewModel: AuthorizationViewModel) {
    let previous = lastModel
    let firstShow = previous == nil
    lastModel = viewModel
    console.showProgress(viewModel.isLoading ? viewModel.title + "…" : nil)
    if viewModel.isLoading { return }
    if firstShow {
      console.write(console.layout.reflow(style.title(viewModel.title)))
      console.write(console.layout.reflow(style.hint(hint)))
    }
    if let openSession = viewModel.openSession, openSession != previous?.openSession {
      let next = Localizer(language: language)(LineAppHint.openSession)
      console.write(console.layout.reflow(TerminalSafe.cleanLines(openSession) + " " + next))
    }
    if let failure = viewModel.failure {
      console.write(
        console.layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message))))
    }
  }

  /// What can be typed here.
  private var hint: String { Localizer(language: language)(LineAppHint.signIn) }

  /// Reads and dispatches input until `isDone` or the end of input; false means the user quit.
  public func run(presenter: any AuthorizationPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      guard let model = lastModel else { return false }
      let prefill = model.email.isEmpty ? "" : " [\(TerminalSafe.clean(model.email))]"
      guard let line = console.readLine(prompt: "\(model.emailLabel)\(prefill): ") else {
        return false
      }
      let input = line.trimmingCharacters(in: .whitespaces)
      switch CommandWord.command(input) {
      case .quit: return false
      case .help: console.write(console.layout.reflow(style.hint(hint)))
      case .signUp: presenter.didRequestSignUp()
      case _ where input.isEmpty && model.openSession != nil: presenter.didContinueSignedIn()
      default:
        let email = input.isEmpty ? model.email : input
        guard let password = console.readSecret(prompt: "\(model.passwordLabel): ") else {
          return false
        }
        await presenter.didSubmit(email: email, password: password)
      }
    }
    return true
  }
}
