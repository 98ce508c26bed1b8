import TerminalKit
import TextRenderers

/// What a line of piped input or a key asks of the player screen.
enum PlayerCommand: Equatable {
  case play
  case pause
  case toggle
  case next
  case previous
  case stop
  case back
  case queue
  case cycleRepeat
  case shuffle
  case quit
  case help
  case unknown

  /// A command line such as `next` or `:pause`, in any case.
  init(line: String) {
    let word = line.trimmingCharacters(in: .whitespaces).lowercased()
    switch CommandWord.english(word.hasPrefix(":") ? word.dropFirst() : word[...]) {
    case "play", "resume": self = .play
    case "pause": self = .pause
    case "toggle", "": self = .toggle
    case "next", "n": self = .next
    case "prev", "previous", "p": self = .previous
    case "stop", "s": self = .stop
    case "back", "b": self = .back
    case "queue", "u": self = .queue
    case "repeat", "r": self = .cycleRepeat
    case "shuffle", "z": self = .shuffle
    case "quit", "exit", "q": self = .quit
    case "help", "?": self = .help
    default: self = .unknown
    }
  }

  /// A key pressed on a terminal: space, n, p, s, b, u, r, z, q, h or ?, in either case and on
  /// either layout (т is n: `KeyboardLayout`).
  init(key: Character) {
    switch KeyboardLayout.latinKey(for: key).lowercased() {
    case " ": self = .toggle
    case "n": self = .next
    case "p": self = .previous
    case "s": self = .stop
    case "b": self = .back
    case "u": self = .queue
    case "r": self = .cycleRepeat
    case "z": self = .shuffle
    case "q": self = .quit
    case "h", "?": self = .help
    default: self = .unknown
    }
  }
}
