import TerminalKit
import TerminalText

/// The whole screen as cells, drawn afresh for every frame and compared with the frame before
/// (`FrameDiff`), so only the cells that changed are written.
public struct FrameBuffer: Equatable, Sendable {
  public let width: Int
  public let height: Int
  private var cells: [Cell]

  /// A screen of `width` × `height` blank cells.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The whole screen.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at (`x`, `y`).
  public subscript(x: Int, y: Int) -> Cell {
    cells[y * width + x]
  }

  /// Fills `rect` (clipped to the screen) with blanks in `style`.
  public mutating func fill(_ rect: Rect, style: CellStyle = .plain) {
    let clipped = clip(rect)
    for row in clipped.y..<(clipped.y + clipped.height) {
      for column in clipped.x..<(clipped.x + clipped.width) {
        cells[row * width + column] = Cell(" ", style: style)
      }
    }
  }

  /// Writes `text` on row `y` from column `x`, in at most `limit` columns (and never past the
  /// screen's edge), cut with "…" when it is wider; returns the columns it took. Control and
  /// other unsafe characters show as "�", line breaks and tabs as spaces: catalog text never
  /// reaches the terminal as anything but cells.
  @discardableResult
  public mutating func put(_ text: String, x: Int, y: Int, limit: Int, style: CellStyle = .plain)
    -> Int
  {
    guard y >= 0, y < height, x >= 0, x < width else { return 0 }
    let room = min(limit, width - x)
    guard room > 0 else { return 0 }
    var graphemes: [(text: String, width: Int)] = []
    var used = 0
    var overflow = false
    for character in text {
      let (shown, cells) = Self.cell(for: character)
      guard cells > 0 else { continue }
      if used + cells > room {
        overflow = true
        break
      }
      graphemes.append((shown, cells))
      used += cells
    }
    if overflow {
      // Make room for the ellipsis: drop graphemes from the end until one column is free.
      while used > room - 1, let last = graphemes.popLast() { used -= last.width }
      graphemes.append(("…", 1))
      used += 1
    }
    // Never leave half of a wide grapheme: blank the halves this text cuts.
    if cells[y * width + x].isContinuation, x > 0 { cells[y * width + x - 1].text = " " }
    let end = x + used
    if end < width, cells[y * width + end].isContinuation { cells[y * width + end].text = " " }
    var column = x
    for grapheme in graphemes {
      cells[y * width + column] = Cell(grapheme.text, style: style)
      if grapheme.width == 2 { cells[y * width + column + 1] = Cell("", style: style) }
      column += grapheme.width
    }
    return used
  }

  /// Puts `picture` with its top-left cell at `rect`'s, cut at `rect`'s edges and the screen's.
  public mutating func draw(_ picture: Picture, in rect: Rect) {
    let clipped = clip(
      Rect(
        x: rect.x, y: rect.y, width: min(rect.width, picture.columns),
        height: min(rect.height, picture.rows)))
    for row in clipped.y..<(clipped.y + clipped.height) {
      // Never leave half of a wide grapheme at the picture's sides.
      let left = row * width + clipped.x
      let right = left + clipped.width
      if clipped.width > 0, cells[left].isContinuation, clipped.x > 0 { cells[left - 1].text = " " }
      if clipped.width > 0, right < (row + 1) * width, cells[right].isContinuation {
        cells[right].text = " "
      }
      for column in clipped.x..<(clipped.x + clipped.width) {
        cells[row * width + column] =
          picture.cells[(row - rect.y) * picture.columns + column - rect.x]
      }
    }
  }

  /// Sets the style of the cells of `rect` without changing their text (a selection bar).
  public mutating func restyle(_ rect: Rect, style: CellStyle) {
    let clipped = clip(rect)
    for row in clipped.y..<(clipped.y + clipped.height) {
      for column in clipped.x..<(clipped.x + clipped.width) {
        cells[row * width + column].style = style
      }
    }
  }

  /// Row `y` as plain text, the right halves of wide graphemes left out (for tests and golden
  /// frames).
  public func text(ofRow y: Int) -> String {
    (0..<width).map { self[$0, y].text }.joined()
  }

  /// The screen as plain text, one line per row, trailing blanks kept.
  public var plainText: String {
    (0..<height).map { text(ofRow: $0) }.joined(separator: "\n")
  }

  private func clip(_ rect: Rect) -> Rect {
    let left = max(0, rect.x)
    let top = max(0, rect.y)
    let right = min(width, rect.x + rect.width)
    let bottom = min(height, rect.y + rect.height)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// How `character` is shown and the columns it takes.
  static func cell(for character: Character) -> (String, Int) {
    let scalars = character.unicodeScalars
    if character == "\t" || character == "\n" || character == "\r\n"
      || scalars.allSatisfy(TerminalSafe.isSeparator)
    {
      return (" ", 1)
    }
    if scalars.contains(where: TerminalSafe.isUnsafe) {
      return (String(TerminalSafe.replacement), 1)
    }
    // Terminals disagree on how wide a joined or emoji-styled sequence is, and a cell written
    // wider or narrower than the frame counts leaves stale cells: its first scalar alone is
    // drawn alike everywhere.
    if scalars.count > 1, let first = scalars.first,
      scalars.contains(where: { joiners.contains($0.value) })
    {
      guard !joiners.contains(first.value) else { return ("", 0) }
      return cell(for: Character(first))
    }
    // A terminal keeps a few marks of a cell; the rest would be sent again with every frame.
    if scalars.count > maximumScalars {
      let kept = Character(String(String.UnicodeScalarView(scalars.prefix(maximumScalars))))
      return (String(kept), DisplayWidth.of(character: kept))
    }
    return (String(character), DisplayWidth.of(character: character))
  }

  /// Zero-width joiner, text and emoji variation selectors, and the keycap mark.
  private static let joiners: Set<UInt32> = [0x200D, 0xFE0E, 0xFE0F, 0x20E3]
  /// The most scalars a cell keeps: a letter and its marks.
  static let maximumScalars = 8
}
