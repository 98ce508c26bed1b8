import TerminalKit

/// The one list of the full-screen app's keys: the `?` overlay and the hint line are made from
/// it, and every key pressed is looked up in it. Letters are read on either keyboard layout, so
/// the same physical keys work with Russian (ЙЦУКЕН) selected.
public enum KeyMap {
  /// One entry of the key list: the keys as shown, and what they do.
  public struct Binding: Sendable {
    public let keys: String
    let description: FullScreenPhrase
  }

  /// Every binding, in the order the `?` overlay lists them.
  static let bindings: [Binding] = [
    Binding(keys: "↑ ↓ j k", description: .keyMove),
    Binding(keys: "PgUp PgDn", description: .keyPage),
    Binding(keys: "g G", description: .keyEnds),
    Binding(keys: "Enter", description: .keyOpen),
    Binding(keys: "Esc h ⌫", description: .keyBack),
    Binding(keys: "Tab", description: .keyTab),
    Binding(keys: "/", description: .keySearch),
    Binding(keys: ":", description: .keyCommand),
    Binding(keys: "Space", description: .keyPlayPause),
    Binding(keys: "n p", description: .keyNextPrevious),
    Binding(keys: "a", description: .keyAdd),
    Binding(keys: "s", description: .keySave),
    Binding(keys: "d", description: .keyRemove),
    Binding(keys: "r z", description: .keyModes),
    Binding(keys: "?", description: .keyHelp),
    Binding(keys: "q", description: .keyQuit),
  ]

  /// What `key` asks for, nil when it asks for nothing here.
  public static func command(for key: TerminalKey) -> KeyCommand? {
    switch key {
    case .up: .up
    case .down: .down
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .home: .top
    case .end: .bottom
    case .enter, .right: .open
    case .escape, .backspace, .left: .back
    case .tab: .nextPane
    case .backTab: .previousPane
    case .character(let character): command(for: character)
    default: nil
    }
  }

  private static func command(for typed: Character) -> KeyCommand? {
    switch typed {
    // The Russian layout's keys where US has `/`, `?` and `:`.
    case ".": return .search
    case ",": return .help
    case "Ж": return .command
    case "П": return .bottom
    default: break
    }
    switch KeyboardLayout.latinKey(for: typed) {
    case "k": return .up
    case "j": return .down
    case "g": return .top
    case "G": return .bottom
    case "l": return .open
    case "h": return .back
    case "/": return .search
    case ":": return .command
    case " ": return .playPause
    case "n": return .next
    case "p": return .previous
    case "a": return .addToQueue
    case "s": return .save
    case "d": return .remove
    case "r": return .cycleRepeat
    case "z": return .toggleShuffle
    case "?": return .help
    case "q": return .quit
    default: return nil
    }
  }
}
