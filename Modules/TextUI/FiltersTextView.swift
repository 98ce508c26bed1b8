import Filters
import Localization
import TerminalKit

/// The filters screen on a console: `media movie`, `explicit no`, `country RU`, `limit 30`,
/// several on one line, change and save them; `back` returns to the search.
@MainActor public final class FiltersTextView: FiltersDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  private let console: any Console
  private let style: TextStyle
  private var lastModel: FiltersViewModel?
  /// Whether the line being handled gave no filter: the presenter's note then gets an example.
  private var lineGaveNoFilter = false

  /// Creates the view over a console.
  public init(console: any Console) {
    self.console = console
    self.style = TextStyle(enabled: console.allowsStyling)
  }

  public func display(_ viewModel: FiltersViewModel) {
    var viewModel = viewModel
    if lineGaveNoFilter {
      viewModel.message? += Localizer(language: language)(LineAppHint.filterExample)
    }
    if lastModel == nil {
      console.write(
        console.layout.reflow(
          style.title(viewModel.title) + (viewModel.header.map { " — " + $0 } ?? "")))
      console.write(
        console.layout.reflow(style.hint(Localizer(language: language)(LineAppHint.filters))))
    }
    lastModel = viewModel
    console.write(FiltersText.render(viewModel, style: style, layout: console.layout))
  }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any FiltersPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      guard let line = console.readLine(prompt: "> ") else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      switch ScreenCommand(input) {
      case .quit: return false
      case .back: presenter.didRequestBack()
      case .help:
        console.write(
          HelpPhrase.filters.screen(language: language, style: style, layout: console.layout))
      default:
        guard let values = FiltersText.values(input) else {
          lineGaveNoFilter = true
          await presenter.didChange([:])
          lineGaveNoFilter = false
          continue
        }
        await presenter.didChange(values)
      }
    }
    return true
  }
}

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
  static func values(_ input: String) -> [FiltersField: String]? {
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
