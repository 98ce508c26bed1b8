import Foundation

/// A fresh directory path for one test (not created), removed by `remove()`.
struct TemporaryLocation {
  let directory: URL

  init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SQLiteStoreTests-\(UUID().uuidString)", isDirectory: true)
  }

  /// A database path inside a not-yet-existing subdirectory.
  var databasePath: String {
    directory.appendingPathComponent("data/library.sqlite3").path
  }

  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}
