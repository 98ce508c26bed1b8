import Foundation

/// How instants are written to the database: ISO 8601 in UTC with milliseconds.
enum StoredTimestamp {
  private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  static func text(_ instant: Date) -> String {
    instant.formatted(style)
  }

  /// The instant `text` names, or nil when it is not in the stored form.
  static func date(_ text: String) -> Date? {
    try? style.parse(text)
  }
}
