import AppCommands
import TerminalKit
import TextRenderers

/// What a line of piped input, a typed word or a key asks of the player screen.
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
  /// A command every screen takes (`library`, `history`), carried out by the coordinator.
  case elsewhere(AppCommand)
  case unknown

  /// A command line such as `next` or `:pause`, in any case; a single letter is its key.
  init(line: String) {
    let word = line.trimmingCharacters(in: .whitespaces)
    let bare = word.hasPrefix(":") ? word.dropFirst() : word[...]
    if bare.isEmpty {
      self = .toggle
    } else if bare.count == 1, let key = bare.first, key != " ", Self(key: key) != .help {
      self = Self(key: key)
    } else {
      self = Self(CommandWord.command(String(bare)))
    }
  }

  /// What `command` asks of the player.
  init(_ command: AppCommand) {
    switch command {
    case .play: self = .play
    case .pause: self = .pause
    case .toggle: self = .toggle
    case .next: self = .next
    case .previous: self = .previous
    case .stop: self = .stop
    case .back: self = .back
    case .queue: self = .queue
    case .cycleRepeat: self = .cycleRepeat
    case .shuffle: self = .shuffle
    case .quit: self = .quit
    case .help: self = .help
    case .library, .history, .filters, .profile: self = .elsewhere(command)
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
