/// The player's keys on a terminal: a key acts at once when the line is empty and it came
/// alone; `:` (as in the full-screen app), or letters that came together (a word typed at once,
/// pasted or sent by a script), start a line that Enter reads as a whole word (`help`, `next`).
struct PlayerKeyLine: Equatable {
  /// What a key did.
  enum Outcome: Equatable {
    case command(PlayerCommand)
    /// The line changed: draw it again.
    case edited
  }

  /// The word typed so far; empty when keys act as keys.
  private(set) var text = ""

  /// Takes `key`; `moreWaiting` is whether more keys had already come with it.
  mutating func take(_ key: Character, moreWaiting: Bool) -> Outcome {
    if !text.isEmpty {
      switch key {
      case "\n", "\r", "\r\n":
        defer { text = "" }
        return .command(PlayerCommand(line: text))
      case "\u{7F}", "\u{08}":
        text.removeLast()
        return .edited
      case "\u{1B}":
        text = ""
        return .edited
      default: break
      }
    }
    if text.isEmpty {
      let command = PlayerCommand(key: key)
      let startsWord = key == ":" || (key.isLetter && moreWaiting)
      guard startsWord else { return .command(command) }
    }
    text.append(key)
    return .edited
  }
}
