import AppCommands
import Localization
import TerminalKit

/// A keys file (`UserFile.keys`): `key = command` lines, `#` comments and blank lines; each
/// line with a mistake is kept as what was wrong, and the key map keeps its default for it.
struct KeyFile {
  /// A line that binds nothing, and why.
  struct Mistake: Equatable {
    let line: Int
    let problem: KeyFilePhrase
    let typed: String
  }

  /// One line that binds: the key and the command as the file names them, and what they are.
  struct Binding: Sendable {
    let shown: String
    let name: String
    let press: KeyMap.Press
    let command: AppCommand
  }

  /// The presses the file binds, in its order.
  private(set) var bindings: [Binding] = []
  private(set) var mistakes: [Mistake] = []

  init(text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, raw) in lines.enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      // The first `=` after the key's first character splits, so `=` itself can be bound.
      guard let equals = line.dropFirst().firstIndex(of: "=") else {
        mistakes.append(Mistake(line: index + 1, problem: .noEquals, typed: line))
        continue
      }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      let rest = line[line.index(after: equals)...]
      let name =
        (rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
        ?? "").trimmingCharacters(in: .whitespaces)
      guard let press = Self.press(named: key) else {
        mistakes.append(Mistake(line: index + 1, problem: .unknownKey, typed: key))
        continue
      }
      guard let command = AppCommand.named(name) else {
        mistakes.append(Mistake(line: index + 1, problem: .unknownCommand, typed: name))
        continue
      }
      bindings.append(Binding(shown: key, name: name, press: press, command: command))
    }
  }

  /// What the key named `name` is pressed as: a key's name (`Space`, `Enter`, `Esc`, `Tab`,
  /// `Backspace`, `Up`, `Down`, `Left`, `Right`, `PgUp`, `PgDn`, `Home`, `End`, `BackTab`) or one
  /// character, a Russian letter read as the key in its place.
  static func press(named name: String) -> KeyMap.Press? {
    let named: [String: TerminalKey] = [
      "enter": .enter, "esc": .escape, "escape": .escape, "tab": .tab, "backtab": .backTab,
      "backspace": .backspace, "up": .up, "down": .down, "left": .left, "right": .right,
      "pgup": .pageUp, "pgdn": .pageDown, "home": .home, "end": .end,
    ]
    if name.lowercased() == "space" { return .typed(" ") }
    if let key = named[name.lowercased()] { return .key(key) }
    guard name.count == 1, let character = name.first else { return nil }
    return .typed(KeyboardLayout.latinKey(for: character))
  }

  /// Each mistake as one line: the file, the line and what was wrong.
  func report(path: String, _ localize: Localizer) -> [String] {
    mistakes.map {
      localize(
        KeyFilePhrase.mistake,
        [
          "file": path, "line": String($0.line),
          "problem": localize($0.problem, ["typed": $0.typed]),
        ])
    }
  }
}
