import TerminalKit
import Testing

@testable import FullScreen

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

  @Test func theOverlayDescribesEveryBindingInBothLanguages() {
    #expect(Set(KeyMap.bindings.map(\.description)).count == KeyMap.bindings.count)
  }
}

@Suite struct ListCursorTests {
  @Test func theCursorStaysOnScreenAndInTheList() {
    var cursor = ListCursor()
    let moved = cursor.apply(.pageDown, count: 50, visible: 10)
    #expect(moved)
    #expect(cursor.index == 9)
    #expect(cursor.top == 0)
    _ = cursor.apply(.down, count: 50, visible: 10)
    #expect(cursor.index == 10)
    #expect(cursor.top == 1)
    _ = cursor.apply(.bottom, count: 50, visible: 10)
    #expect(cursor.index == 49)
    #expect(cursor.top == 40)
    _ = cursor.apply(.down, count: 50, visible: 10)
    #expect(cursor.index == 49)
    _ = cursor.apply(.top, count: 50, visible: 10)
    #expect(cursor.index == 0 && cursor.top == 0)
    let opened = cursor.apply(.open, count: 50, visible: 10)
    #expect(!opened)
    cursor.select(30, count: 5, visible: 10)
    #expect(cursor.index == 4)
  }
}
