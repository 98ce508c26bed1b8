import AppCommands
import Foundation
import Localization

/// The person's keys file read at start: the key map it makes and what was wrong in it.
enum UserKeys {
  /// The map over `UserFile.keys` in `environment` (the standard one without the file), and its
  /// mistakes as one notice in `language`, nil when there were none.
  static func read(
    language: Language, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> (map: KeyMap, mistakes: String?) {
    guard let path = UserFile.keys.path(in: environment),
      FileManager.default.fileExists(atPath: path)
    else { return (KeyMap(), nil) }
    let localize = Localizer(language: language)
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      return (KeyMap(), localize(KeyFilePhrase.unreadable, ["file": path]))
    }
    let file = KeyFile(text: text)
    let report = file.report(path: path, localize)
    return (KeyMap(file: file), report.isEmpty ? nil : report.joined(separator: " · "))
  }
}
