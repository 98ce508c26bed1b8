import LineScreens
import TerminalKit
import TerminalText
import TextRenderers

/// How a list screen (search history, library) reads and dispatches what is typed: `VERB N` acts
/// on row N, a number opens its row, `back`, `help` and `quit`; the screen's own text commands
/// go to it, and what it does not take is answered in one line.
@MainActor enum ListScreenLoop {
  /// What the screen made of a text command.
  enum Reply {
    /// It was done.
    case handled
    /// It means nothing here: `unknown` answers it.
    case notUnderstood
    /// The input ended: the app quits.
    case quit
  }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  static func run(
    console: any Console, style: TextStyle, isDone: () -> Bool, unknown: (String) -> String,
    help: (TextLayout) -> String, verbs: Set<String>, act: (Int) async -> Void, open: (Int) -> Void,
    back: () -> Void, text: (String) async -> Reply, shortcuts: (any PlaybackShortcuts)?
  ) async -> Bool {
    while !isDone() {
      if let nowPlaying = await shortcuts?.nowPlayingLine() { console.write(nowPlaying) }
      guard let line = console.readLine(prompt: "> ") else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      if let number = NumberedList.commandNumber(input, verbs: verbs) {
        await act(number)
        continue
      }
      var reply = Reply.handled
      let typed = CommandWord.command(input)
      if await shortcuts?.perform(typed) == true { continue }
      switch typed {
      case .quit: return false
      case .help: console.write(help(console.layout))
      case .back: back()
      case .number(let number): open(number)
      case .text(let word): reply = await text(word)
      case .signUp, .signOut, .profile, .history, .filters, .calendar, .player, .queue, .stop:
        reply = .notUnderstood
      // The screen's own words (`clear`, `play N`) and filter text.
      default: reply = await text(input)
      }
      switch reply {
      case .handled: break
      case .notUnderstood: console.write(unknown(input))
      case .quit: return false
      }
    }
    return true
  }
}
