import AppCommands
import Foundation
import Localization
import TerminalKit

/// The person's files read at start (`UserFile`): the key map over the keys file, the theme with
/// the theme file's colours, and what was wrong in them.
enum UserFiles {
  /// The map, and `theme` changed by the files in `environment` (each standard without its
  /// file), with their mistakes as one notice in `language`, nil when there were none.
  static func read(
    language: Language, theme: Theme,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> (map: KeyMap, theme: Theme, notice: String?) {
    let localize = Localizer(language: language)
    var notes: [String] = []
    var map = KeyMap()
    var changed = theme
    if let (path, text) = read(.keys, environment, localize, into: &notes) {
      let file = KeyFile(text: text)
      map = KeyMap(file: file)
      notes += file.report(path: path, localize)
    }
    if let (path, text) = read(.theme, environment, localize, into: &notes) {
      let file = ThemeFile(text: text)
      changed = file.applied(to: theme)
      notes += file.mistakes.map {
        localize(
          KeyFilePhrase.themeMistake,
          [
            "file": path, "line": String($0.line),
            "problem": localize($0.problem, ["typed": $0.typed]),
          ])
      }
    }
    return (map, changed, notes.isEmpty ? nil : notes.joined(separator: " · "))
  }

  /// The path and text of `file`; nil when it is not there, or cannot be read (said in `notes`).
  private static func read(
    _ file: UserFile, _ environment: [String: String], _ localize: Localizer,
    into notes: inout [String]
  ) -> (String, String)? {
    guard let path = file.path(in: environment), FileManager.default.fileExists(atPath: path)
    else { return nil }
    do {
      return (path, try String(contentsOfFile: path, encoding: .utf8))
    } catch {
      notes.append(localize(KeyFilePhrase.unreadable, ["file": path]))
      return nil
    }
  }
}
