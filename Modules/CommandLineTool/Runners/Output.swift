import Composition
import Foundation
import JSONDocuments
import Localization
import TerminalKit
import TerminalText
import TextRenderers

/// Writes a subcommand's result as text or JSON and gives its exit code.
@MainActor struct Output {
  let console: any Console
  let json: Bool
  let style: TextStyle

  init(console: any Console, json: Bool) {
    self.console = console
    self.json = json
    self.style = console.style
  }

  /// Prints `document` as JSON or `text` as is; success. The text is only made without
  /// `--json` (a 200-album search spent a quarter of its time laying out text nobody saw).
  func success(text: @autoclosure () -> String, document: some Encodable) -> ExitCode {
    if json {
      console.writeLine(utf8: Self.encodeUTF8(document))
    } else {
      console.write(text())
    }
    return .success
  }

  /// Prints `document` as JSON or `message` cleaned for the terminal; success. For a plain
  /// sentence that carries catalog or typed text (a title, a path, a query), which no text view
  /// has cleaned: `success(text:)` keeps the styling a view composed, so it would let a title's
  /// own `ESC [ 31 m` through.
  func success(message: String, document: some Encodable) -> ExitCode {
    success(text: TerminalSafe.cleanLines(message), document: document)
  }

  /// Prints the failure (JSON on stdout with `--json`, else the message on stderr); `compact`
  /// puts the JSON on one line, for a stream of JSON lines (`play --json`).
  func failure(_ notice: FailureNotice, compact: Bool = false) -> ExitCode {
    if json {
      console.writeLine(utf8: Self.errorUTF8(notice, pretty: !compact))
    } else {
      console.writeError(style.error("✖ " + TerminalSafe.cleanLines(notice.message)))
    }
    return ExitCode(notice.kind)
  }

  /// A malformed argument, a usage error (exit 2): `musiclib: MESSAGE` and `seeHelp` on standard
  /// error, as the command line's own usage errors read, or `{"error": …}` with `--json`.
  func usageFailure(code: String, message: String, seeHelp: String) -> ExitCode {
    if json {
      console.writeLine(
        utf8: Self.errorUTF8(FailureNotice(code: code, message: message, kind: .invalidInput)))
    } else {
      console.writeError("musiclib: " + TerminalSafe.clean(message) + "\n" + seeHelp)
    }
    return .usage
  }

  /// Pretty (or one-line), key-sorted JSON with non-ASCII kept as is (see `DocumentJSON`).
  static func encodeUTF8(_ value: some Encodable, pretty: Bool = true) -> [UInt8] {
    (try? DocumentJSON.utf8(value, pretty: pretty)) ?? Array("{}".utf8)
  }

  /// `{"error": {"code", "message"}}` for `notice`, as every failure under `--json` prints it.
  static func errorUTF8(_ notice: FailureNotice, pretty: Bool = true) -> [UInt8] {
    encodeUTF8(["error": ErrorBody(notice)], pretty: pretty)
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
