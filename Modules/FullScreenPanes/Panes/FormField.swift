import LineEditing
import TerminalFrames
import TerminalKit
import TerminalText

/// One field of a form: its label and the line editor it is typed into, shown as dots when it
/// is secret; a phone field is typed as the line app's phone is (digits and a leading `+`).
struct FormField {
  var label: String
  private var editor = LineEditor()
  let isSecret: Bool
  /// The phone's keys, for a phone field.
  private var phone: PhoneMaskLine?

  init(label: String, text: String = "", isSecret: Bool = false, isPhone: Bool = false) {
    self.label = label
    self.isSecret = isSecret
    if isPhone { phone = PhoneMaskLine() }
    for character in text { apply(.character(character)) }
  }

  var text: String { phone?.typed ?? editor.text }

  var isPhone: Bool { phone != nil }

  /// Applies a key that edits the field; a phone field takes no letters (nothing is typed as a
  /// word on a form).
  mutating func apply(_ key: TerminalKey) {
    guard var line = phone else {
      _ = editor.apply(key)
      return
    }
    if case .character(let typed) = key, typed.isLetter { return }
    _ = line.apply(key)
    phone = line
  }

  /// The field's text as shown.
  var shown: String { isSecret ? String(repeating: "•", count: text.count) : text }
}

extension FrameBuffer {
  /// Draws `field` on row `y`: its label, then its text (`shown`, else the field's own),
  /// underlined when it has the focus; the text's end is kept in view when it is wider than the
  /// room.
  mutating func drawField(
    _ field: FormField, shown: String? = nil, x: Int, y: Int, limit: Int, focused: Bool
  ) {
    let label = field.label + ": "
    let used = put(label, x: x, y: y, limit: limit, style: CellStyle(.secondary))
    let room = limit - used
    guard room > 1 else { return }
    var shown = shown ?? field.shown
    while DisplayWidth.of(shown) > room - 1, !shown.isEmpty { shown.removeFirst() }
    let style = focused ? CellStyle(.selection) : CellStyle(.normal)
    fill(Rect(x: x + used, y: y, width: room, height: 1), style: style)
    put(shown + (focused ? "▏" : ""), x: x + used, y: y, limit: room, style: style)
  }
}
