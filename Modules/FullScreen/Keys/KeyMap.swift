import AppCommands
import Localization
import TerminalKit

/// The one list of the full-screen app's keys: the `?` overlay and the hint line are made from
/// it, and every key pressed is looked up in it. Letters are read on either keyboard layout, so
/// the same physical keys work with Russian (ЙЦУКЕН) selected.
public struct KeyMap: Sendable {
  /// A key as the map knows it: one the terminal names, or a character as typed on the US
  /// layout (a Russian letter is first read as the US key in its place).
  enum Press: Equatable, Sendable {
    case key(TerminalKey)
    case typed(Character)
  }

  /// One entry of the key list: the keys as shown, what they do, and each press that does it.
  public struct Binding: Sendable {
    public let keys: String
    let description: FullScreenPhrase
    let presses: [(Press, AppCommand)]
    /// The keys' name in the person's language, where it has one of its own.
    var localKeys: FullScreenPhrase?

    /// The keys as the overlay shows them.
    func shownKeys(_ localize: Localizer) -> String { localKeys.map { localize($0) } ?? keys }
  }

  /// Every binding, in the order the `?` overlay lists them.
  static let bindings: [Binding] = [
    Binding(
      keys: "↑ ↓ j k", description: .keyMove,
      presses: [(.key(.up), .up), (.key(.down), .down), (.typed("k"), .up), (.typed("j"), .down)]),
    Binding(
      keys: "PgUp PgDn", description: .keyPage,
      presses: [(.key(.pageUp), .pageUp), (.key(.pageDown), .pageDown)]),
    Binding(
      keys: "g G", description: .keyEnds,
      presses: [
        (.typed("g"), .top), (.typed("G"), .bottom), (.key(.home), .top), (.key(.end), .bottom),
        // The Russian layout's Shift-G, which the US reading of letters cannot see.
        (.key(.character("П")), .bottom),
      ]),
    Binding(
      keys: "Enter", description: .keyOpen,
      presses: [(.key(.enter), .open), (.key(.right), .open), (.typed("l"), .open)]),
    Binding(
      keys: "Esc h ⌫", description: .keyBack,
      presses: [
        (.key(.escape), .back), (.key(.backspace), .back), (.key(.left), .back),
        (.typed("h"), .back),
      ]),
    Binding(
      keys: "Tab", description: .keyTab,
      presses: [(.key(.tab), .nextPane), (.key(.backTab), .previousPane)]),
    // `.`, `,` and `Ж` are where the Russian layout has `/`, `?` and `:`.
    Binding(
      keys: "/", description: .keySearch,
      presses: [(.typed("/"), .search), (.key(.character(".")), .search)]),
    Binding(
      keys: ":", description: .keyCommand,
      presses: [(.typed(":"), .commandLine), (.key(.character("Ж")), .commandLine)]),
    Binding(
      keys: "Space", description: .keyPlayPause, presses: [(.typed(" "), .toggle)],
      localKeys: .spaceKey),
    Binding(
      keys: "n p", description: .keyNextPrevious,
      presses: [(.typed("n"), .next), (.typed("p"), .previous)]),
    Binding(keys: "a", description: .keyAdd, presses: [(.typed("a"), .addToQueue)]),
    Binding(keys: "s", description: .keySave, presses: [(.typed("s"), .save)]),
    Binding(keys: "d", description: .keyRemove, presses: [(.typed("d"), .remove)]),
    Binding(
      keys: "r z", description: .keyModes,
      presses: [(.typed("r"), .cycleRepeat), (.typed("z"), .shuffle)]),
    Binding(
      keys: "?", description: .keyHelp,
      presses: [(.typed("?"), .help), (.key(.character(",")), .help)]),
    Binding(keys: "q", description: .keyQuit, presses: [(.typed("q"), .quit)]),
  ]

  /// The presses a person's keys file binds, looked up before the bindings.
  var overrides: [KeyFile.Binding] = []

  /// The standard map.
  public init() {}

  /// The standard map under the bindings of `file`.
  init(file: KeyFile) {
    overrides = file.bindings
  }

  /// What `key` asks for in the standard map.
  public static func command(for key: TerminalKey) -> AppCommand? {
    KeyMap().command(for: key)
  }

  /// What `key` asks for, nil when it asks for nothing here: the key itself first (the Russian
  /// layout's punctuation), then a character as the US key in its place.
  public func command(for key: TerminalKey) -> AppCommand? {
    if let command = lookup(.key(key)) { return command }
    guard case .character(let typed) = key else { return nil }
    return lookup(.typed(KeyboardLayout.latinKey(for: typed)))
  }

  private func lookup(_ press: Press) -> AppCommand? {
    if let found = overrides.last(where: { $0.press == press }) { return found.command }
    for binding in Self.bindings {
      if let found = binding.presses.first(where: { $0.0 == press }) { return found.1 }
    }
    return nil
  }
}
