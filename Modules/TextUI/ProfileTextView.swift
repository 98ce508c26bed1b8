import Authorization
import Localization
import TerminalKit

/// The profile screen on a console.
@MainActor public final class ProfileTextView: ProfileDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  private let console: any Console
  private let style: TextStyle
  private var lastModel: ProfileViewModel?

  /// Creates the view over a console.
  public init(console: any Console) {
    self.console = console
    self.style = TextStyle(enabled: console.allowsStyling)
  }

  public func display(_ viewModel: ProfileViewModel) {
    lastModel = viewModel
    console.write(ProfileText.render(viewModel, style: style, hint: hint, layout: console.layout))
  }

  /// What can be typed here.
  private var hint: String { Localizer(language: language)(LineAppHint.profile) }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any ProfilePresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      guard let line = console.readLine(prompt: "> ") else { return false }
      switch ScreenCommand(line.trimmingCharacters(in: .whitespaces)) {
      case .quit: return false
      case .signOut: await presenter.didRequestSignOut()
      case .help:
        console.write(
          HelpPhrase.profile.screen(language: language, style: style, layout: console.layout))
      case .back, .text("search"): presenter.didRequestBack()
      default: console.write(console.layout.reflow(style.hint(lastModel == nil ? "" : hint)))
      }
    }
    return true
  }
}

/// Plain-text rendering of the profile view model, shared by the screen and `musiclib profile`.
public enum ProfileText {
  /// The view model as lines of text; with `hint`, the screen's commands under them (the
  /// interactive screen's, so not for `musiclib profile`).
  public static func render(
    _ model: ProfileViewModel, style: TextStyle, hint: String? = nil,
    layout: TextLayout = .unbounded
  ) -> String {
    if let failure = model.failure {
      return layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message)))
    }
    if let status = model.status { return layout.reflow(status) }
    let width = model.fields.map(\.label.count).max() ?? 0
    let lines = model.fields.flatMap { field in
      layout.wrap(
        TerminalSafe.clean(field.value),
        first: field.label.padding(toLength: width, withPad: " ", startingAt: 0) + "  ")
    }
    return
      (layout.wrap(style.title(model.title)) + lines
      + (hint.map { layout.wrap(style.hint($0)) } ?? [])).joined(separator: "\n")
  }
}
