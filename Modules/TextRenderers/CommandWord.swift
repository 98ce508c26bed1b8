import AppCommands
import TerminalKit

/// The interactive commands as the text screens read them: `AppCommand`'s words, a single
/// letter typed on the Russian layout read as the key in its place (`й` is `q`:
/// `KeyboardLayout`), so a Russian speaker need not switch the layout.
public enum CommandWord {
  /// `typed` in lower case with its spaces evened out; the English command when it is a Russian
  /// command word, else a single letter typed on the Russian layout as the key in its place.
  public static func english(_ typed: some StringProtocol) -> String {
    KeyboardLayout.latinKey(in: AppCommand.englishWord(typed))
  }

  /// The command `input` names (`AppCommand.parse`), a single letter read by its key's place.
  public static func command(_ input: String) -> AppCommand {
    AppCommand.parse(input) { KeyboardLayout.latinKey(in: $0) }
  }
}
