import Localization
import Queue
import TerminalKit
import TerminalText

/// Plain-text rendering of the queue screen.
public enum QueueText {
  /// The failure and the message, then the state line (state · 3/12 · repeat · shuffle) and one
  /// numbered line per entry: title — artist, its length at the right, the current one marked
  /// ▶. An empty queue's line says, in `language`, how entries get there.
  public static func render(
    _ model: QueueViewModel, language: Language, style: TextStyle,
    layout: TextLayout = .unbounded
  ) -> String {
    var lines: [String] = []
    if let failure = model.failure {
      lines.append(layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message))))
    }
    if let message = model.message {
      lines.append(layout.reflow(TerminalSafe.cleanLines(message)))
    }
    if let empty = model.emptyText {
      lines.append(layout.reflow(empty + Localizer(language: language)(LineAppHint.emptyQueue)))
      return lines.joined(separator: "\n")
    }
    lines += layout.wrap(status(model))
    let width = String(model.rows.count).count
    lines += layout.aligned(
      model.rows.map { row in
        AlignedRow(
          prefix: (row.isCurrent ? "▶ " : "  ") + String(row.number).leftPadded(to: width) + ". ",
          text: style.title(TerminalSafe.clean(row.title)) + " — " + TerminalSafe.clean(row.artist),
          right: style.hint(row.duration))
      })
    return lines.joined(separator: "\n")
  }

  /// The state line: "▶ Playing · 3/12 · Repeat: off · Shuffle: off" (no place when no entry
  /// is current).
  public static func status(_ model: QueueViewModel) -> String {
    ([model.stateText, model.positionText] + [model.repeatText, model.shuffleText])
      .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
  }
}
