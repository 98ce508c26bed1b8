import Foundation

/// How instants are written to the database: ISO 8601 in UTC with milliseconds.
enum StoredTimestamp {
  static func text(_ instant: Date) -> String {
    instant.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
  }
}
