import Filters
import Localization
import TerminalKit

/// Plain-text rendering of the filters, shared by the screen and `musiclib filters`.
public enum FiltersText {
  /// The message, then one line per filter: its name, value and what may be typed.
  public static func render(
    _ model: FiltersViewModel, style: TextStyle, layout: TextLayout = .unbounded
  ) -> String {
    if let failure = model.failure {
      return layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message)))
    }
    var lines: [String] = []
    if let message = model.message { lines.append(layout.reflow(TerminalSafe.cleanLines(message))) }
    let width = model.rows.map { VisibleWidth.of($0.label) }.max() ?? 0
    for row in model.rows {
      let padding = String(repeating: " ", count: max(0, width - VisibleWidth.of(row.label)))
      let first = "\(row.label)\(padding)  "
      let value = style.title(TerminalSafe.clean(row.value))
      let choices = style.hint("\(row.field.rawValue): \(row.choices)")
      let column = DisplayWidth.of(first)
      guard let lineWidth = layout.width, column * 2 > lineWidth,
        column + DisplayWidth.of(value) + 2 + DisplayWidth.of(choices) > lineWidth
      else {
        lines += layout.wrap(value + "  " + choices, first: first)
        continue
      }
      // The value's column is past half the line (long Russian labels at 40 columns): what may
      // be typed goes on lines of its own under the label, not in a sliver beside the value.
      lines += layout.wrap(value, first: first)
      lines += layout.wrap(choices, first: "  ")
    }
    return lines.joined(separator: "\n")
  }

  /// `media movie country RU` as values by field; nil when the words are not filter–value pairs.
  public static func values(_ input: String) -> [FiltersField: String]? {
    let words = input.split(separator: " ").map(String.init)
    guard !words.isEmpty, words.count.isMultiple(of: 2) else { return nil }
    var values: [FiltersField: String] = [:]
    for index in stride(from: 0, to: words.count, by: 2) {
      guard let field = FiltersField(rawValue: words[index].lowercased()) else { return nil }
      values[field] = words[index + 1]
    }
    return values
  }
}
