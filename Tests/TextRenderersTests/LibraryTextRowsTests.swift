import Library
import Localization
import TerminalKit
import Testing
import TextRenderers

/// A list printed row by row as it is read (piped `musiclib library`) is the text the whole
/// page renders: its heading, then each row with its number padded to the last one's digits.
@Suite struct LibraryTextRowsTests {
  static func rows(_ count: Int, from first: Int) -> [LibraryRowViewModel] {
    (first..<first + count).map { number in
      LibraryRowViewModel(
        number: number, id: Int64(number), title: "Альбом\u{1B}[31m \(number)",
        artist: "Кино", year: "1988", tracks: "11 tracks", savedAt: "3 days ago")
    }
  }

  @Test(arguments: [(0, 1), (3, 1), (12, 1), (5, 96), (1, 100)])
  func rowByRowIsTheWholePage(count: Int, first: Int) {
    for style in [TextStyle(enabled: false), TextStyle(enabled: true)] {
      for message in [nil, "Matching “x”: 3 of 12", "Your library is empty"] {
        var model = LibraryViewModel(title: "My library", rows: Self.rows(count, from: first))
        model.message = message
        let width = String(first + count - 1).count
        let lines =
          [LibraryText.heading(model, language: .en)].compactMap { $0 }
          + model.rows.map {
            LibraryText.unwrappedRow($0, numberWidth: width, style: style, commands: true)
          }
        #expect(
          lines.joined(separator: "\n")
            == LibraryText.render(model, language: .en, style: style, commands: true),
          "\(count) from \(first), \(message ?? "no message")")
      }
    }
  }
}
