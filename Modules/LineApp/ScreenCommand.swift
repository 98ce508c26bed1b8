import TextRenderers

/// The words every text screen understands, in any case, with or without a leading colon, in
/// English or Russian, a single letter on either layout (`CommandWord`).
enum ScreenCommand: Equatable {
  case quit
  case help
  case back
  case signUp
  case signOut
  case profile
  case history
  case filters
  case calendar
  /// Show the player of what plays.
  case player
  /// Show the queue.
  case queue
  /// Stop what plays.
  case stop
  case number(Int)
  case text(String)

  init(_ input: String) {
    let word = input.lowercased().hasPrefix(":") ? String(input.dropFirst()) : input
    switch CommandWord.english(word) {
    case "quit", "exit", "q": self = .quit
    case "help", "?": self = .help
    case "back", "b": self = .back
    case "signup": self = .signUp
    case "signout", "logout": self = .signOut
    case "profile": self = .profile
    case "history": self = .history
    case "filters": self = .filters
    case "calendar", "cal": self = .calendar
    case "player": self = .player
    case "queue": self = .queue
    case "stop": self = .stop
    default:
      if let number = Int(word), number >= 0 { self = .number(number) } else { self = .text(input) }
    }
  }
}
