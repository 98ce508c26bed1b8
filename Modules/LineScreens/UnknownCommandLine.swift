import AppCommands
import Localization
import TerminalKit
import TerminalText
import TextRenderers

/// The one line a screen answers a line it has no command for with: what was typed, the command
/// it is one slip away from (`histroy`), and `help`.
package enum UnknownCommandLine {
  /// The line for `input` in `language`, the typed text made safe for the terminal.
  package static func text(
    _ input: String, language: Language, style: TextStyle, layout: TextLayout
  )
    -> String
  {
    let localize = Localizer(language: language)
    let typed = TerminalSafe.clean(input)
    var line = localize(LineAppHint.unknownCommand, ["input": typed])
    if let command = AppCommand.nearMiss(input) {
      line += " · " + localize(AppCommandPhrase.didYouMean, ["command": command])
    }
    return layout.reflow(style.hint(line))
  }

  /// What to say instead of searching `input` when it is one slip away from a command; nil when
  /// it is not, and is searched.
  package static func slip(
    _ input: String, language: Language, style: TextStyle, layout: TextLayout
  )
    -> String?
  {
    guard let command = AppCommand.nearMiss(input) else { return nil }
    let typed = TerminalSafe.clean(input)
    return layout.reflow(
      style.hint(
        Localizer(language: language)(
          AppCommandPhrase.notSearched, ["typed": typed, "command": command])))
  }
}
