import Localization
import Registration
import TerminalKit
import TerminalText

/// Plain-text rendering of the registration view model.
public enum RegistrationText {
  /// Every field error, each under its field's label.
  public static func renderErrors(_ model: RegistrationViewModel, style: TextStyle) -> String {
    model.fields.compactMap { row in
      row.error.map {
        "\(row.label): \(TerminalSafe.clean(row.value))\n  "
          + style.error("✖ \(TerminalSafe.cleanLines($0))")
      }
    }.joined(separator: "\n")
  }

  /// The month grid: unavailable days as `··`, the selected day in brackets; the legend, `hint`
  /// and the calendar's message under it.
  public static func renderCalendar(
    _ calendar: CalendarViewModel, hint: String, style: TextStyle
  ) -> String {
    let header = calendar.weekdays.map {
      " " + $0.prefix(2).padding(toLength: 3, withPad: " ", startingAt: 0)
    }
    var lines = [style.title(calendar.title), trimmedRight(header.joined())]
    for week in calendar.weeks {
      lines.append(
        trimmedRight(
          week.map { cell -> String in
            guard let cell else { return "    " }
            let number = cell.day < 10 ? " \(cell.day)" : "\(cell.day)"
            if cell.isSelected { return "[\(number)]" }
            return cell.isAvailable ? " \(number) " : " ·· "
          }.joined()))
    }
    if !calendar.legend.isEmpty { lines.append(style.hint(calendar.legend)) }
    lines.append(style.hint(hint))
    if let message = calendar.message {
      lines.append(style.error("✖ " + TerminalSafe.cleanLines(message)))
    }
    return lines.joined(separator: "\n")
  }

  private static func trimmedRight(_ line: String) -> String {
    String(line.reversed().drop { $0 == " " }.reversed())
  }
}
