import History
import Localization
import TerminalKit
import TerminalText

/// Plain-text rendering of the history, shared by the screen and `musiclib history`.
public enum HistoryText {
  /// The message, or one numbered line per entry with what and when it searched.
  public static func render(
    _ model: HistoryViewModel, style: TextStyle, layout: TextLayout = .unbounded
  ) -> String {
    NumberedList.render(
      failure: model.failure, message: model.message, rows: model.rows, style: style,
      layout: layout, number: \.number, line: { TerminalSafe.clean($0.query) },
      right: { style.hint("\($0.kind) · \($0.searchedAt)") })
  }
}
