import Foundation
import Localization
import TerminalKit
import TerminalText
import Testing

@testable import TextRenderers

/// Every main screen drawn at 40, 60, 80, 120 and 200 columns in English and Russian, compared
/// with `Golden/<screen>.<language>.txt` (run with `MUSICLIB_UPDATE_GOLDEN=1` to write them
/// again after a deliberate change, then read the diff).
@Suite @MainActor struct GoldenRenderingTests {
  static let widths = [40, 60, 80, 120, 200]
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appending(path: "Golden")

  nonisolated static let names = [
    "search", "search-thumbnails", "tracks", "album", "album-cover", "history", "library",
    "media", "item", "player", "profile", "filters", "signin", "signup", "help",
  ]
  nonisolated static let cases: [(String, Language)] = names.flatMap { name in
    [Language.en, .ru].map { (name, $0) }
  }

  @Test func everyScreenIsPinned() {
    #expect(GoldenScreens.all.map(\.name) == Self.names)
  }

  @Test(arguments: cases)
  func screenMatchesItsGoldenRendering(_ name: String, _ language: Language) async throws {
    guard let draw = GoldenScreens.all.first(where: { $0.name == name })?.draw else {
      Issue.record("no screen \(name)")
      return
    }
    let piped = await draw(language, nil)
    var sections: [String] = []
    for width in Self.widths {
      let text = await draw(language, width)
      Self.checkLayout(text, width: width, piped: piped, screen: "\(name) \(language) \(width)")
      sections.append(
        "──── \(width) columns "
          + String(repeating: "─", count: max(0, width - 16 - String(width).count)) + "\n" + text)
    }
    let rendering = sections.joined(separator: "\n") + "\n"
    let file = Self.directory.appending(path: "\(name).\(language.rawValue).txt")
    if ProcessInfo.processInfo.environment["MUSICLIB_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
      try rendering.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(
      rendering == expected,
      "\(file.lastPathComponent) differs; diff it after MUSICLIB_UPDATE_GOLDEN=1")
  }

  /// No line passes the width; no word a line could hold is broken; a continuation line starts
  /// with a word that would not have fitted on the line before.
  static func checkLayout(_ text: String, width: Int, piped: String, screen: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let pipedWords = Set(piped.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    let pipedStarts = Set(
      piped.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    for (index, line) in lines.enumerated() {
      #expect(DisplayWidth.of(line) <= width, "\(screen): too wide: \(line)")
      for word in line.split(separator: " ").map(String.init) where !pipedWords.contains(word) {
        // Only a word too long for any line may be cut, and only into pieces of itself.
        let whole = pipedWords.first { $0.contains(word) && DisplayWidth.of($0) > width / 2 }
        #expect(
          whole != nil || word.allSatisfy { $0 == "▀" }, "\(screen): “\(word)” is not a whole word")
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      // Text beside a picture is checked on the same screens without one.
      guard index > 0, line.hasPrefix(" "), !trimmed.isEmpty, !text.contains("▀"),
        let first = trimmed.split(separator: " ").first.map(String.init),
        pipedWords.contains(first), !isRowStart(trimmed, piped: pipedStarts)
      else { continue }
      let limit = width - rightColumn(ofRowAbove: index, in: lines)
      #expect(
        DisplayWidth.of(lines[index - 1]) + 1 + DisplayWidth.of(first) > limit,
        "\(screen): “\(first)” would have fitted on “\(lines[index - 1])”")
    }
  }

  /// Whether `trimmed` starts a row of its own: a numbered one, or a line as piped.
  static func isRowStart(_ trimmed: String, piped: Set<String>) -> Bool {
    let marker = trimmed.prefix { $0 != " " }
    let digits = marker.drop { $0 == "a" }.dropLast()
    // `2-1.` numbers a row of an album of several discs.
    if marker.hasSuffix("."), !digits.isEmpty, digits.allSatisfy({ $0.isNumber || $0 == "-" }) {
      return true
    }
    return piped.contains { $0.hasPrefix(trimmed) }
  }

  /// The cells the widest right-aligned column and its gap take on the rows above line `index`
  /// (a row's text wraps left of the column), 0 without one.
  static func rightColumn(ofRowAbove index: Int, in lines: [String]) -> Int {
    let indent = lines[index].prefix { $0 == " " }.count
    let heads = lines[..<index].filter { $0.prefix { $0 == " " }.count < indent }
    return heads.compactMap { head -> Int? in
      guard let gap = head.range(of: "  ", options: .backwards), !head[gap.upperBound...].isEmpty
      else { return nil }
      return DisplayWidth.of(head[gap.upperBound...]) + 2
    }.max() ?? 0
  }
}
