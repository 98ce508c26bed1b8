import TerminalKit

/// A console that answers prompts from a script and records everything written.
@MainActor public final class ScriptedConsole: Console {
  /// Whether a person types at a terminal; false, as for piped input.
  public var isInteractive = false
  /// Whether colour may be written; false, so the transcript is plain text.
  public var allowsStyling = false
  /// The width text is laid out in; nil, as for piped output.
  public var columns: Int?
  private var script: [String]
  /// Every prompt with the line that answered it, and every line written, in order.
  public private(set) var transcript: [String] = []
  /// Every prompt shown, in order.
  public private(set) var prompts: [String] = []

  /// A console whose input is `script`, one line per prompt, then the end of input.
  public init(_ script: [String]) { self.script = script }

  /// Records the prompt and answers the next scripted line; nil when the script is used up.
  public func readLine(prompt: String) -> String? {
    prompts.append(prompt)
    guard !script.isEmpty else { return nil }
    let line = script.removeFirst()
    transcript.append(prompt + line)
    return line
  }

  /// Like `readLine(prompt:)`, but the answer stays out of the transcript.
  public func readSecret(prompt: String) -> String? {
    prompts.append(prompt)
    guard !script.isEmpty else { return nil }
    transcript.append(prompt)
    return script.removeFirst()
  }

  /// Records a line of standard output.
  public func write(_ text: String) { transcript.append(text) }
  /// Records a line of standard error, marked `stderr: `.
  public func writeError(_ text: String) { transcript.append("stderr: " + text) }
  /// The progress line shown now (a spinner on a terminal), nil when none; it stays out of the
  /// transcript, as it is transient on a terminal.
  public private(set) var progress: String?
  /// Shows or clears the progress line.
  public func showProgress(_ text: String?) {
    progress = text
    progressHistory.append(text)
  }
  /// Every progress line shown (nil where it was cleared), oldest first.
  public private(set) var progressHistory: [String?] = []
  /// Whether standard output is a terminal; false, so status lines are written line by line.
  public var outputIsTerminal = false

  /// Answers the next scripted line, leaving it out of the transcript (nothing is echoed).
  public func readQuietly() async -> String? {
    script.isEmpty ? nil : script.removeFirst()
  }

  /// Records text written in place, marked `inPlace: `.
  public func writeInPlace(_ text: String) { transcript.append("inPlace: " + text) }

  /// The transcript as one text.
  public var output: String { transcript.joined(separator: "\n") }
}
