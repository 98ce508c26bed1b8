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
    return escapingC1Controls(String(decoding: data, as: UTF8.self))
  }

  /// JSONEncoder escapes C0 controls (ESC among them) but leaves DEL and the C1 range raw, and
  /// U+009B alone starts an escape sequence on some terminals. They can only occur inside JSON
  /// strings, where `\u00XX` means the same.
  private static func escapingC1Controls(_ json: String) -> String {
    guard json.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else {
      return json
    }
    var escaped = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if (0x7F...0x9F).contains(scalar.value) {
        escaped.append(contentsOf: "\\u00\(String(scalar.value, radix: 16))".unicodeScalars)
      } else {
        escaped.append(scalar)
      }
    }
    return String(escaped)
  }
}
