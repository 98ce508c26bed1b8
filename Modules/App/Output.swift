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

  /// Prints `document` as JSON or `text` as is; success. The text is only made without
  /// `--json` (a 200-album search spent a quarter of its time laying out text nobody saw).
  func success(text: @autoclosure () -> String, document: some Encodable) -> ExitCode {
    console.write(json ? Self.encode(document) : text())
    return .success
  }

  /// Prints the failure (JSON on stdout with `--json`, else the message on stderr).
  func failure(_ notice: FailureNotice) -> ExitCode {
    if json {
      console.write(Self.encode(["error": ErrorBody(notice)]))
    } else {
      console.writeError(style.error("✖ " + TerminalSafe.cleanLines(notice.message)))
    }
    return ExitCode(notice.kind)
  }

  /// Pretty, key-sorted JSON with non-ASCII kept as is.
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return escapingUnsafeCharacters(String(decoding: data, as: UTF8.self))
  }

  /// JSONEncoder escapes C0 controls (ESC among them) but leaves DEL, the C1 range (U+009B alone
  /// starts an escape sequence on some terminals) and the bidirectional overrides and isolates
  /// raw. They can only occur inside JSON strings, where `\uXXXX` means the same: the text stays
  /// exact for a program and inert on a terminal.
  private static func escapingUnsafeCharacters(_ json: String) -> String {
    // C0 controls are escaped already; the line breaks left are the layout's own.
    let unescaped = { (scalar: Unicode.Scalar) in
      scalar.value >= 0x7F && TerminalSafe.isUnsafe(scalar)
    }
    guard TerminalSafe.containsUnsafe(json, exempt: .c0) else { return json }
    var escaped = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if unescaped(scalar) {
        let hex = String(scalar.value, radix: 16)
        escaped.append(
          contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
      } else {
        escaped.append(scalar)
      }
    }
    return String(escaped)
  }
}

/// A failure under `--json`: `{"code", "message"}`, and `"retryAfterSeconds"` when the request
/// budget is spent.
private struct ErrorBody: Encodable {
  let code: String
  let message: String
  let retryAfterSeconds: Int?

  init(_ notice: FailureNotice) {
    code = notice.code
    message = notice.message
    retryAfterSeconds = notice.retryAfterSeconds
  }
}
