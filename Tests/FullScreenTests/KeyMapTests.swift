import AppCommands
import TerminalFrames
import TerminalKit
import Testing

@testable import FullScreen
@testable import FullScreenPanes

@Suite struct KeyMapTests {
  @Test func theSamePhysicalKeysWorkOnTheRussianLayout() {
    let pairs: [(Character, Character)] = [
      ("j", "о"), ("k", "л"), ("q", "й"), ("n", "т"), ("p", "з"), ("a", "ф"), ("s", "ы"),
      ("g", "п"), ("d", "в"), ("r", "к"), ("z", "я"),
    ]
    for (latin, russian) in pairs {
      #expect(KeyMap.command(for: .character(latin)) != nil, "\(latin)")
      #expect(
        KeyMap.command(for: .character(latin)) == KeyMap.command(for: .character(russian)),
        "\(latin) and \(russian)")
    }
    #expect(KeyMap.command(for: .character("G")) == .bottom)
    #expect(KeyMap.command(for: .character("П")) == .bottom)
    #expect(KeyMap.command(for: .character(".")) == .search)
    #expect(KeyMap.command(for: .character(",")) == .help)
  }

  @Test func arrowsEnterAndEscapeMoveOpenAndGoBack() {
    #expect(KeyMap.command(for: .up) == .up)
    #expect(KeyMap.command(for: .pageDown) == .pageDown)
    #expect(KeyMap.command(for: .enter) == .open)
    #expect(KeyMap.command(for: .escape) == .back)
    #expect(KeyMap.command(for: .backspace) == .back)
    #expect(KeyMap.command(for: .tab) == .nextPane)
    #expect(KeyMap.command(for: .character("x")) == nil)
  }

  /// The overlay and the lookup are one table: each key the overlay shows is read as its
  /// binding's first command, and every command has a binding.
  @Test func everyKeyTheOverlayShowsDoesWhatItsLineSays() {
    let named: [String: TerminalKey] = [
      "↑": .up, "↓": .down, "PgUp": .pageUp, "PgDn": .pageDown, "Enter": .enter, "Esc": .escape,
      "⌫": .backspace, "Tab": .tab, "Space": .character(" "),
    ]
    for binding in KeyMap.bindings {
      let commands = binding.presses.map(\.1)
      for shown in binding.keys.split(separator: " ") {
        let key = named[String(shown)] ?? .character(Character(String(shown)))
        let command = KeyMap.command(for: key)
        #expect(command.map(commands.contains) == true, "\(shown) in \(binding.keys)")
      }
    }
    let all: [AppCommand] = [
      .up, .down, .pageUp, .pageDown, .top, .bottom, .open, .back, .nextPane, .previousPane,
      .search, .commandLine, .toggle, .next, .previous, .addToQueue, .save, .remove, .cycleRepeat,
      .shuffle, .help, .quit,
    ]
    let bound = KeyMap.bindings.flatMap { $0.presses.map(\.1) }
    for command in all { #expect(bound.contains(command), "\(command)") }
  }

  @Test func theOverlayDescribesEveryBindingInBothLanguages() {
    #expect(Set(KeyMap.bindings.map(\.description)).count == KeyMap.bindings.count)
  }
}

@Suite struct ListCursorTests {
  @Test func theCursorStaysOnScreenAndInTheList() {
    var cursor = ListCursor()
    let moved = cursor.apply(AppCommand.pageDown, count: 50, visible: 10)
    #expect(moved)
    #expect(cursor.index == 9)
    #expect(cursor.top == 0)
    _ = cursor.apply(AppCommand.down, count: 50, visible: 10)
    #expect(cursor.index == 10)
    #expect(cursor.top == 1)
    _ = cursor.apply(AppCommand.bottom, count: 50, visible: 10)
    #expect(cursor.index == 49)
    #expect(cursor.top == 40)
    _ = cursor.apply(AppCommand.down, count: 50, visible: 10)
    #expect(cursor.index == 49)
    _ = cursor.apply(AppCommand.top, count: 50, visible: 10)
    #expect(cursor.index == 0 && cursor.top == 0)
    let opened = cursor.apply(AppCommand.open, count: 50, visible: 10)
    #expect(!opened)
    cursor.select(30, count: 5, visible: 10)
    #expect(cursor.index == 4)
  }
}
