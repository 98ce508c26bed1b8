import TerminalKit

@testable import LineEditing

extension LineEditor {
  /// An editor with `text` typed and the cursor moved `left` characters back from its end.
  static func typed(_ text: String, left: Int = 0) -> LineEditor {
    var editor = LineEditor()
    for character in text { _ = editor.apply(.character(character)) }
    for _ in 0..<left { _ = editor.apply(.left) }
    return editor
  }
}
