/// Lays text out in a terminal's width: wraps at word boundaries by display width (`DisplayWidth`),
/// with hanging indents, right-aligned last columns and narrower columns beside a picture.
/// Styled text (`TextStyle`) is measured without its escapes, and a style that spans a line break
/// is closed at the end of the line and opened again on the next.
///
/// Without a width (output that is not a terminal) nothing is wrapped, so scripts see every
/// line whole, as before the layout existed.
public struct TextLayout: Equatable, Sendable {
  /// The narrowest width laid out; a narrower terminal gets this.
  public static let minimumWidth = 12
  /// No wrapping: piped output.
  public static let unbounded = TextLayout(width: nil)

  /// The cells a line may take; nil for no wrapping.
  public let width: Int?

  /// A layout `width` cells wide (at least `minimumWidth`); nil for no wrapping.
  public init(width: Int?) {
    self.width = width.map { max(Self.minimumWidth, $0) }
  }

  /// `text`'s lines wrapped at spaces; the first line starts with `first`, every later line with
  /// `rest` (by default as many spaces as `first` is wide: a hanging indent). A word longer than
  /// a line is broken between graphemes.
  public func wrap(_ text: String, first: String = "", rest: String? = nil) -> [String] {
    let rest = rest ?? String(repeating: " ", count: DisplayWidth.of(first))
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let width else {
      return paragraphs.enumerated().map { ($0.offset == 0 ? first : rest) + $0.element }
    }
    var lines: [String] = []
    for (index, paragraph) in paragraphs.enumerated() {
      let prefix = index == 0 ? first : rest
      let broken = LineBreaker.lines(
        paragraph, firstWidth: width - DisplayWidth.of(prefix),
        restWidth: width - DisplayWidth.of(rest))
      lines += broken.enumerated().map { line in
        let start = line.offset == 0 ? prefix : rest
        // A prefix whose first word went to the next line is not followed by its spaces.
        return line.element.isEmpty && line.offset == 0 && broken.count > 1
          ? String(start.reversed().drop { $0 == " " }.reversed()) : start + line.element
      }
    }
    return lines
  }

  /// `label` ("Catalog: ", "  back            ") and then `text`, its continuation lines under
  /// the text, or two cells in when the label takes more than half the width (a long label in
  /// a narrow terminal would leave the text a sliver).
  public func labelled(_ label: String, _ text: String) -> [String] {
    let column = DisplayWidth.of(label)
    let hanging = column * 2 <= (width ?? .max) ? column : 2
    return wrap(text, first: label, rest: String(repeating: " ", count: hanging))
  }

  /// A numbered row: `marker` ("12. ") and then `text`, its continuation lines under the text.
  public func numbered(_ marker: String, _ text: String) -> [String] {
    wrap(text, first: marker)
  }

  /// Every line of `text` wrapped, each with a hanging indent under its own leading spaces and
  /// list marker ("12. ", "a3. ", "!1 ", "✖ ").
  public func reflow(_ text: String) -> String {
    guard width != nil else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
      wrap(
        String(line), first: "",
        rest: String(repeating: " ", count: Self.hangingIndent(of: String(line))))
    }.joined(separator: "\n")
  }

  /// A help text laid out in two columns (`  --lang en|ru     interface language`) wrapped
  /// like `reflow(_:)`, but each line's continuation under its second column: the text after
  /// the first gap of two spaces or more, or, when that column would leave too little room, two
  /// cells under the line's own start. The lines of a paragraph (unindented text between blank
  /// lines) are joined before they are wrapped; a synopsis line (`musiclib search …`) is not
  /// joined, and hangs two cells in.
  public func reflowColumns(_ text: String) -> String {
    guard let width else { return text }
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let last = lines.last, Self.isParagraphText(last), Self.isParagraphText(line) {
        lines[lines.count - 1] = last + " " + line
      } else {
        lines.append(line)
      }
    }
    return lines.flatMap { line in
      let spaces = line.prefix { $0 == " " }.count
      var indent = Self.hangingIndent(of: line)
      if let column = Self.secondColumn(of: line) {
        indent = column * 2 <= width ? column : spaces + 2
      } else if Self.isSynopsis(line) {
        indent = 2
      }
      return wrap(line, first: "", rest: String(repeating: " ", count: indent))
    }.joined(separator: "\n")
  }

  /// A line of running text: unindented, not empty, not a synopsis.
  private static func isParagraphText(_ line: String) -> Bool {
    !line.isEmpty && !line.hasPrefix(" ") && !isSynopsis(line)
  }

  /// `musiclib COMMAND …` at the start of a line (not the title's `musiclib — …`).
  private static func isSynopsis(_ line: String) -> Bool {
    line.hasPrefix("musiclib ") && !line.hasPrefix("musiclib —")
  }

  /// The cell where the text after a line's first gap of two or more spaces starts (after its
  /// leading spaces); nil when there is none.
  static func secondColumn(of line: String) -> Int? {
    let characters = Array(line)
    var index = characters.prefix { $0 == " " }.count
    while index + 2 < characters.count {
      if characters[index] == " ", characters[index + 1] == " " {
        var end = index
        while end < characters.count, characters[end] == " " { end += 1 }
        guard end < characters.count else { return nil }
        return DisplayWidth.of(String(characters[..<end]))
      }
      index += 1
    }
    return nil
  }

  /// The cells an echoed answer (a date, a phone number) is given after a prompt's last line.
  public static let promptAnswerRoom = 12

  /// A prompt wrapped at word boundaries like `reflow(_:)`, its trailing spaces kept after the
  /// last line, where the cursor waits for the answer ("Password (6+ characters …): "). A last
  /// line that leaves fewer than `answerRoom` cells for the answer gives its last word a line of
  /// its own, so the terminal does not break the answer in the middle.
  public func prompt(_ text: String, answerRoom: Int = 0) -> String {
    let kept = text.reversed().prefix { $0 == " " }.count
    var lines = reflow(String(text.dropLast(kept))).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    if let width, let last = lines.last, DisplayWidth.of(last) + kept + answerRoom > width,
      let space = last.lastIndex(of: " "), space > last.startIndex
    {
      lines[lines.count - 1] = String(last[..<space])
      lines.append(String(last[last.index(after: space)...]))
    }
    return lines.joined(separator: "\n") + String(repeating: " ", count: kept)
  }

  /// Rows whose last column (a duration, a time) is right-aligned at the edge of the widest row,
  /// never past the width; a row's text wraps under itself, left of the column (a column wider
  /// than a third of the width ends the text's last line instead). Without a width each row is
  /// `prefix + text + separator + right` on one line.
  public func aligned(_ rows: [AlignedRow], separator: String = "  ") -> [String] {
    alignedBlocks(rows, separator: separator).flatMap { $0 }
  }

  /// `aligned(_:separator:)` with each row's lines apart, for lists cut by headings.
  public func alignedBlocks(_ rows: [AlignedRow], separator: String = "  ") -> [[String]] {
    guard let width, !rows.isEmpty else {
      return rows.map { [$0.prefix + $0.text + ($0.right.isEmpty ? "" : separator + $0.right)] }
    }
    let gap = 2
    let rightWidth = rows.map { DisplayWidth.of($0.right) }.max() ?? 0
    let widest = rows.map { DisplayWidth.of($0.prefix) + DisplayWidth.of($0.text) }.max() ?? 0
    let content = min(width, widest + gap + rightWidth)
    let textColumn = content - gap - rightWidth
    let prefixWidth = rows.map { DisplayWidth.of($0.prefix) }.max() ?? 0
    // A right column wider than a third of the line (a duration with the command that plays it)
    // would squeeze every text into a narrow column beside it: the text takes the whole width,
    // and the right column ends its last line, or a line of its own when it does not fit there.
    if rightWidth * 3 > width {
      return rows.map { row in
        var lines = wrap(row.text, first: row.prefix)
        guard !row.right.isEmpty else { return lines }
        let last = lines[lines.count - 1]
        let room = content - DisplayWidth.of(last) - DisplayWidth.of(row.right)
        if room >= gap {
          lines[lines.count - 1] = last + String(repeating: " ", count: room) + row.right
        } else {
          let indent = max(0, content - DisplayWidth.of(row.right))
          lines += wrap(row.right, first: String(repeating: " ", count: indent))
        }
        return lines
      }
    }
    guard textColumn - prefixWidth >= Self.minimumWidth / 2 else {
      return rows.map { wrap($0.text + separator + $0.right, first: $0.prefix) }
    }
    let column = TextLayout(width: textColumn)
    return rows.map { row -> [String] in
      var lines = column.wrap(row.text, first: row.prefix)
      let first = lines[0]
      let padding = content - DisplayWidth.of(first) - DisplayWidth.of(row.right)
      if !row.right.isEmpty {
        lines[0] = first + String(repeating: " ", count: max(gap, padding)) + row.right
      }
      return lines
    }
  }

  /// `line` cut to the width with "…" at the end when it is wider (a line that must stay one
  /// line, such as one the line editor moves the cursor over); as it is without a width.
  public func truncated(_ line: String) -> String {
    guard let width, DisplayWidth.of(line) > width else { return line }
    var kept: [StyledText.Token] = []
    var used = 0
    for token in StyledText.tokens(of: line) {
      if case .character(_, let cells) = token {
        if used + cells > width - 1 { break }
        used += cells
      }
      kept.append(token)
    }
    let text = kept.map { token -> String in
      switch token {
      case .character(let character, _): String(character)
      case .escape(let escape): escape
      }
    }.joined()
    return text + "…" + (text.contains("\u{1B}[") ? "\u{1B}[0m" : "")
  }

  /// The width of `line`'s leading spaces and list marker with its space, 0 when it has none.
  static func hangingIndent(of line: String) -> Int {
    let visible = StyledText.tokens(of: line).compactMap { token -> Character? in
      if case .character(let character, _) = token { return character }
      return nil
    }
    let spaces = visible.prefix { $0 == " " }.count
    let afterSpaces = visible.dropFirst(spaces)
    let marker = afterSpaces.prefix { $0 != " " }
    guard marker.count < afterSpaces.count, isMarker(String(marker)) else { return spaces }
    return spaces + DisplayWidth.of(String(marker)) + 1
  }

  private static func isMarker(_ word: String) -> Bool {
    if ["✖", "•", "-", "·", "⚠"].contains(word) { return true }
    guard word.count <= 6 else { return false }
    let body = word.drop { $0 == "!" || $0 == "a" }
    let digits = body.hasSuffix(".") || body.hasSuffix(")") ? body.dropLast() : body[...]
    return !digits.isEmpty && digits.allSatisfy(\.isNumber)
      && (word.hasPrefix("!") || digits.count < body.count)
  }
}

/// One row of a list with a right-aligned last column.
public struct AlignedRow: Equatable, Sendable {
  /// What starts the row ("  12. "); continuation lines start under the text after it.
  public var prefix: String
  /// The row's text, wrapped left of the column.
  public var text: String
  /// The right-aligned column (a duration, a time), styled or not; empty for none.
  public var right: String

  /// Creates a row.
  public init(prefix: String, text: String, right: String) {
    self.prefix = prefix
    self.text = text
    self.right = right
  }
}
