import Authorization
import Localization
import TerminalKit
import TerminalText

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
