import TerminalKit

/// The bytes that turn the screen showing one frame into the next: the cells that changed, the
/// cursor moved only where a run of changes starts, the style set only where it changes, all in
/// one synchronized update (`CSI ? 2026`), which a terminal without it ignores.
public enum FrameDiff {
  /// The update from `old` (nil: the screen is unknown, after a start, resize or resume) to
  /// `new`, styled by `theme`; "" when nothing changed.
  public static func update(from old: FrameBuffer?, to new: FrameBuffer, theme: Theme) -> String {
    let full = old.map { $0.width != new.width || $0.height != new.height } ?? true
    var out = ""
    var style: CellStyle?
    var cursor: (x: Int, y: Int)?
    for y in 0..<new.height {
      var x = 0
      while x < new.width {
        let cell = new[x, y]
        if !full, let old, old[x, y] == cell {
          x += 1
          continue
        }
        // A long run of blanks is erased in place (ECH) rather than written space by space: a
        // terminal erases with the current background (as xterm and tmux do), so a highlighted
        // row's padding is erased in its colour too. On a cleared screen plain blanks are there.
        let blanks = blankRun(in: new, from: x, row: y)
        if blanks >= minimumErasedRun, cell.style == .plain || erasesInColor(cell.style, theme) {
          if !full || cell.style != .plain {
            if style != cell.style {
              out += sgrSequence(cell.style, theme: theme)
              style = cell.style
            }
            out += move(to: x, y, from: cursor) + "\u{1B}[\(blanks)X"
            cursor = (x, y)
          }
          x += blanks
          continue
        }
        // A run starting on the right half of a wide grapheme starts at its left half.
        let start = cell.isContinuation && x > 0 ? x - 1 : x
        let lead = new[start, y]
        out += move(to: start, y, from: cursor)
        if style != lead.style {
          out += sgrSequence(lead.style, theme: theme)
          style = lead.style
        }
        // Without colour a picture's blocks are noise: its cells are written blank.
        let blank = lead.isContinuation || (lead.style.isPicture && theme.depth == .none)
        out += blank ? " " : lead.text
        let next = start + (start + 1 < new.width && new[start + 1, y].isContinuation ? 2 : 1)
        cursor = (next, y)
        x = next
      }
    }
    guard !out.isEmpty || full else { return "" }
    let clear = full ? "\u{1B}[0m\u{1B}[H\u{1B}[2J" : ""
    return "\u{1B}[?2026h" + clear + out + "\u{1B}[0m\u{1B}[?2026l"
  }

  /// Blanks shorter than this are written: erasing costs a sequence and a cursor move.
  static let minimumErasedRun = 16

  /// How many blank cells of one style start at (`x`, `y`).
  private static func blankRun(in frame: FrameBuffer, from x: Int, row y: Int) -> Int {
    let blank = Cell(" ", style: frame[x, y].style)
    guard frame[x, y] == blank else { return 0 }
    var end = x
    while end < frame.width, frame[end, y] == blank { end += 1 }
    return end - x
  }

  /// Whether erasing in `style` looks like writing its blanks: its colour is a background,
  /// never reverse video, which an erase does not carry.
  private static func erasesInColor(_ style: CellStyle, _ theme: Theme) -> Bool {
    guard !style.reverse, theme.depth != .none else { return false }
    if style.background != nil { return true }
    return theme.looks[style.role]?.background != nil
      && theme.looks[style.role]?.attributes.contains(7) == false
  }

  /// The SGR sequence that sets `style` from any other.
  private static func sgrSequence(_ style: CellStyle, theme: Theme) -> String {
    let parameters = sgr(style, theme: theme)
    return parameters == "0" ? "\u{1B}[0m" : "\u{1B}[0;" + parameters + "m"
  }

  /// The cursor move to (`x`, `y`), "" when the cursor is there already.
  private static func move(to x: Int, _ y: Int, from cursor: (x: Int, y: Int)?) -> String {
    if let cursor, cursor.x == x, cursor.y == y { return "" }
    return "\u{1B}[\(y + 1);\(x + 1)H"
  }

  /// The SGR parameters of `style`: the role's colour, a picture's own colours over it, then
  /// bold and reverse video.
  static func sgr(_ style: CellStyle, theme: Theme) -> String {
    var parameters = [
      theme.sgr(style.role),
      style.foreground?.parameters(at: theme.depth, background: false),
      style.background?.parameters(at: theme.depth, background: true),
    ].compactMap { $0 }.filter { !$0.isEmpty }
    let look = theme.looks[style.role]
    let given = (theme.depth == .none ? look?.withoutColor : look?.attributes) ?? []
    if style.bold, !given.contains(1) { parameters.append("1") }
    if style.reverse, !given.contains(7) { parameters.append("7") }
    return parameters.isEmpty ? "0" : parameters.joined(separator: ";")
  }
}
