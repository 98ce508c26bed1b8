import Filters
import Localization
import TerminalKit
import TerminalText

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
    let valueWidth = model.rows.map { DisplayWidth.of(TerminalSafe.clean($0.value)) }.max() ?? 0
    // What may be typed starts in one column after the widest value, where every row then fits
    // on its line; else it follows each value at once, as a column that breaks would not hold.
    let aligned = model.rows.allSatisfy { row in
      width + 2 + valueWidth + 2 + DisplayWidth.of("\(row.field.rawValue): \(row.choices)")
        <= layout.width ?? .max
    }
    for row in model.rows {
      let padding = String(repeating: " ", count: max(0, width - VisibleWidth.of(row.label)))
      let first = "\(row.label)\(padding)  "
      let shown = TerminalSafe.clean(row.value)
      let value = style.title(shown)
      let choices = style.hint("\(row.field.rawValue): \(row.choices)")
      let column = DisplayWidth.of(first)
      let gap = String(
        repeating: " ", count: 2 + (aligned ? valueWidth - DisplayWidth.of(shown) : 0))
      guard let lineWidth = layout.width, column * 2 > lineWidth,
        column + DisplayWidth.of(value) + 2 + DisplayWidth.of(choices) > lineWidth
      else {
        lines += layout.wrap(value + gap + choices, first: first)
        continue
      }
      // The value's column is past half the line (long Russian labels at 40 columns): what may
      // be typed goes on lines of its own under the label, not in a sliver beside the value.
      lines += layout.wrap(value, first: first)
      lines += layout.wrap(choices, first: "  ")
    }
    return lines.joined(separator: "\n")
  }

  /// The Russian words of the filters' labels (`Тип медиа`, `Страна магазина` …) that name them.
  private static let russianFields: [String: FiltersField] = [
    "медиа": .media, "тип": .media, "откровенное": .explicit, "содержание": .explicit,
    "страна": .country, "лимит": .limit, "предел": .limit, "результатов": .limit,
  ]

  /// `media movie country RU` (`медиа фильмы страна RU`) as values by field; nil when the words are not filter–value pairs.
  public static func values(_ input: String) -> [FiltersField: String]? {
    let words = input.split(separator: " ").map(String.init)
    guard !words.isEmpty, words.count.isMultiple(of: 2) else { return nil }
    var values: [FiltersField: String] = [:]
    for index in stride(from: 0, to: words.count, by: 2) {
      let word = words[index].lowercased()
      guard let field = FiltersField(rawValue: word) ?? russianFields[word] else { return nil }
      values[field] = words[index + 1]
    }
    return values
  }
}
