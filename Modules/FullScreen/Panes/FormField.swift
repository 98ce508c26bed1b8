import LineEditing
import TerminalFrames
import TerminalKit

/// One field of a form: its label and the line editor it is typed into, shown as dots when it
/// is secret.
struct FormField {
  var label: String
  var editor = LineEditor()
  let isSecret: Bool

  init(label: String, text: String = "", isSecret: Bool = false) {
    self.label = label
    self.isSecret = isSecret
    for character in text { _ = editor.apply(.character(character)) }
  }

  var text: String { editor.text }

  /// The field's text as shown.
  var shown: String { isSecret ? String(repeating: "•", count: editor.text.count) : editor.text }
}

extension FrameBuffer {
  /// Draws `field` on row `y`: its label, then its text, underlined when it has the focus; the
  /// text's end is kept in view when it is wider than the room.
  mutating func drawField(_ field: FormField, x: Int, y: Int, limit: Int, focused: Bool) {
    let label = field.label + ": "
    let used = put(label, x: x, y: y, limit: limit, style: CellStyle(.secondary))
    let room = limit - used
    guard room > 1 else { return }
    var shown = field.shown
    while DisplayWidth.of(shown) > room - 1, !shown.isEmpty { shown.removeFirst() }
    let style = focused ? CellStyle(.selection) : CellStyle(.normal)
    fill(Rect(x: x + used, y: y, width: room, height: 1), style: style)
    put(shown + (focused ? "▏" : ""), x: x + used, y: y, limit: room, style: style)
  }
}
