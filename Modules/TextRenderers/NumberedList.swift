import Localization
import TerminalKit
import TerminalText

/// What the list screens (search history, library) print alike.
public enum NumberedList {
  /// The failure alone; else the message, then one row each, after its number padded to the
  /// widest, its text hanging under itself and its `right` column (a time) right-aligned.
  static func render<Row>(
    failure: FailureNotice?, message: String?, rows: [Row], style: TextStyle,
    layout: TextLayout = .unbounded, number: (Row) -> Int, line: (Row) -> String,
    right: (Row) -> String = { _ in "" }
  ) -> String {
    if let failure {
      return layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message)))
    }
    var lines: [String] = []
    if let message { lines.append(layout.reflow(TerminalSafe.cleanLines(message))) }
    let width = String(rows.map(number).max() ?? 0).count
    lines += layout.aligned(
      rows.map { row in
        AlignedRow(prefix: prefix(number(row), width: width), text: line(row), right: right(row))
      })
    return lines.joined(separator: "\n")
  }

  /// One row as `render` prints it without a width (piped output), its number padded to
  /// `width` digits: the row alone, for a list printed as it is read.
  static func unwrappedRow(number: Int, width: Int, text: String, right: String) -> String {
    TextLayout.unbounded.aligned([
      AlignedRow(prefix: prefix(number, width: width), text: text, right: right)
    ])[0]
  }

  private static func prefix(_ number: Int, width: Int) -> String {
    "\(String(number).leftPadded(to: width)). "
  }

  /// N of a two-word command such as `delete N` whose first word is one of `verbs` (any case).
  public static func commandNumber(_ input: String, verbs: Set<String>) -> Int? {
    let words = input.split(separator: " ")
    guard words.count == 2, verbs.contains(CommandWord.english(words[0])) else { return nil }
    return Int(words[1])
  }
}
