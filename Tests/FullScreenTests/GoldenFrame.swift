import Foundation
import Testing

/// Compares a screen with `Golden/<name>.txt` (run with `MUSICLIB_UPDATE_GOLDEN=1` to write it
/// after reading the change).
enum GoldenFrame {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appending(path: "Golden")

  static func check(_ screen: String, named name: String) throws {
    let file = directory.appending(path: name + ".txt")
    if ProcessInfo.processInfo.environment["MUSICLIB_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try (screen + "\n").write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(
      screen + "\n" == expected, "\(name) differs; diff it after MUSICLIB_UPDATE_GOLDEN=1")
  }
}
