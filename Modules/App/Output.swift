import Foundation
import Localization
import TextUI

/// Writes a subcommand's result as text or JSON and gives its exit code.
@MainActor struct Output {
  let console: any Console
  let json: Bool
  let style: TextStyle

  init(console: any Console, json: Bool) {
    self.console = console
    self.json = json
    self.style = TextStyle(enabled: console.allowsStyling)
  }

  /// Prints `document` as JSON or `text` as is; success.
  func success(text: String, document: some Encodable) -> ExitCode {
    console.write(json ? Self.encode(document) : text)
    return .success
  }

  /// Prints the failure (JSON on stdout with `--json`, else the message on stderr).
  func failure(_ notice: FailureNotice) -> ExitCode {
    if json {
      console.write(Self.encode(["error": ["code": notice.code, "message": notice.message]]))
    } else {
      console.writeError(style.error("✖ " + notice.message))
    }
    return ExitCode(notice.kind)
  }

  /// Pretty, key-sorted JSON with non-ASCII kept as is.
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
