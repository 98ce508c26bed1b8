import Foundation

/// A fresh directory path for one test (not created), removed by `remove()`.
public struct TemporaryLocation: Sendable {
  /// The directory; nothing is there until a test puts something there.
  public let directory: URL

  /// A new path under the system's temporary directory.
  public init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("musiclib-tests-\(UUID().uuidString)", isDirectory: true)
  }

  /// A database path inside a not-yet-existing subdirectory.
  public var databasePath: String {
    directory.appendingPathComponent("data/library.sqlite3").path
  }

  /// Deletes the directory and all it holds.
  public func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}
