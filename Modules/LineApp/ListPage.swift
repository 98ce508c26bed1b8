import Localization
import TerminalKit
import TerminalText
import TextRenderers

/// How the line app's lists page by the terminal's height: how many rows fit, and the line under
/// a page ("1–20 of 50 · Enter for more").
enum ListPage {
  /// The rows a page takes on a terminal `height` lines tall and `width` wide (nil: unbounded):
  /// the height less the lines around the rows, over the lines a row takes at that width.
  static func rows(height: Int, width: Int?) -> Int {
    let width = width ?? .max
    let linesPerRow = width < 60 ? 3 : width < 100 ? 2 : 1
    // The header line, the note under the page, the now-playing line and the prompt.
    return max(1, (height - 4) / linesPerRow)
  }

  /// Which rows a page shows (`first` and `last` from 1) of `total`, and how to see more.
  static func note(
    first: Int, last: Int, total: Int, language: Language, style: TextStyle, layout: TextLayout
  ) -> String {
    let localize = Localizer(language: language)
    let range = ["first": String(first), "last": String(last), "total": String(total)]
    let note =
      localize(LineAppHint.pageOfResults, range)
      + (last < total ? localize(LineAppHint.enterForMore) : "")
    return layout.reflow(style.hint(note))
  }
}
