import Localization
import TerminalKit
import TerminalText
import TextRenderers

/// The one line a screen answers a line it has no command for with: what was typed, and `help`.
enum UnknownCommandLine {
  /// The line for `input` in `language`, the typed text made safe for the terminal.
  static func text(_ input: String, language: Language, style: TextStyle, layout: TextLayout)
    -> String
  {
    let typed = TerminalSafe.clean(input)
    return layout.reflow(
      style.hint(Localizer(language: language)(LineAppHint.unknownCommand, ["input": typed])))
  }
}
