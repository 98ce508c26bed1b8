/// Where text screens read input and write output; the terminal in the app, a script in tests.
///
/// Used on the main actor; each text view holds its console strongly, so one console may serve
/// every screen of a run.
@MainActor public protocol Console: AnyObject {
  /// Whether a person types at a terminal (prompts, spinner, no-echo secrets are possible).
  var isInteractive: Bool { get }
  /// Whether ANSI colour and cursor sequences may be written to standard output.
  var allowsStyling: Bool { get }
  /// Shows `prompt` and reads one line without its newline; nil at end of input.
  func readLine(prompt: String) -> String?
  /// Shows `prompt` and reads one line where `shortcut` may answer a key pressed on an empty
  /// line at once (the calendar's arrows); a console that sees no keys reads a typed line.
  func readLine(prompt: String, shortcut: (TerminalKey) -> String?) -> String?
  /// Shows `prompt` and reads one line without echoing it; nil at end of input.
  func readSecret(prompt: String) -> String?
  /// Writes text and a newline to standard output.
  func write(_ text: String)
  /// Writes UTF-8 text and a newline to standard output: a JSON document as `DocumentJSON`
  /// made it, spared a round trip through `String` (its validation and copies).
  func writeLine(utf8 line: [UInt8])
  /// Writes text and a newline to standard error.
  func writeError(_ text: String)
  /// Shows or clears a transient progress line on standard error (terminal only).
  func showProgress(_ text: String?)
  /// The progress line shown now, nil when none.
  var progress: String? { get }
  /// Whether standard output is a terminal, so a status line may be redrawn in place.
  var outputIsTerminal: Bool { get }
  /// Reads one line of piped input without a prompt or an echo, waiting off the main actor so the
  /// screen keeps updating meanwhile; nil at end of input.
  func readQuietly() async -> String?
  /// Writes text to standard output as is, without a newline (a status line redrawn in place).
  func writeInPlace(_ text: String)
  /// The width screens lay text out in: the terminal's columns, nil when standard output is not
  /// a terminal (piped output is not wrapped).
  var columns: Int? { get }
  /// The colours of the terminal's background (`Theme.resolve`).
  var theme: Theme { get }
}

extension Console {
  /// A typed line: keys are not seen one by one.
  public func readLine(prompt: String, shortcut: (TerminalKey) -> String?) -> String? {
    readLine(prompt: prompt)
  }

  /// The text as a `String`, through `write(_:)`: for consoles that keep what they print.
  public func writeLine(utf8 line: [UInt8]) {
    write(String(decoding: line, as: UTF8.self))
  }
}

extension Console {
  /// The dark theme, for a console that resolves none.
  public var theme: Theme { .dark }
  /// Styling as this console allows it, in its theme's colours.
  public var style: TextStyle { TextStyle(enabled: allowsStyling, theme: theme) }
}
