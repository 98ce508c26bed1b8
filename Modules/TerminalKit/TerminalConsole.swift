import Foundation
import TerminalText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's own standard input, output and error.
@MainActor public final class TerminalConsole: Console {
  public let isInteractive: Bool
  public let allowsStyling: Bool
  public let outputIsTerminal: Bool
  /// The covers this run drew, the only pictures the console lets through; give it to the
  /// `ArtworkDrawer` that draws them.
  public let drawnImages = DrawnImages()
  /// The colours of every role, for the terminal's background (`Theme.resolve`); dark until the
  /// run resolves it.
  public var theme = Theme.dark
  public private(set) var progress: String?
  private let stderrIsTerminal: Bool
  private var spinner: Spinner?

  /// Creates the console; `colorAllowed` is false under `--no-color` or `NO_COLOR`.
  public init(colorAllowed: Bool) {
    isInteractive = isatty(STDIN_FILENO) == 1
    stderrIsTerminal = isatty(STDERR_FILENO) == 1
    outputIsTerminal = isatty(STDOUT_FILENO) == 1
    allowsStyling = colorAllowed && outputIsTerminal
  }

  /// The terminal's columns, asked each time so a resized window is followed; nil for a pipe.
  public var columns: Int? {
    outputIsTerminal ? TerminalSize.current().columns : nil
  }

  public func readLine(prompt: String) -> String? {
    writeRaw(STDOUT_FILENO, layout.prompt(prompt, answerRoom: TextLayout.promptAnswerRoom))
    let line = Swift.readLine(strippingNewline: true)
    // The echo stands in for the terminal's own; what was typed may hold escape sequences.
    if !isInteractive { writeRaw(STDOUT_FILENO, TerminalSafe.clean(line ?? "") + "\n") }
    // Ctrl-D ends the input on the prompt's line: the shell's prompt must not follow it there.
    if line == nil, isInteractive { writeRaw(STDOUT_FILENO, "\n") }
    return line
  }

  public func readSecret(prompt: String) -> String? {
    guard isInteractive else {
      writeRaw(STDOUT_FILENO, prompt + "\n")
      return Swift.readLine(strippingNewline: true)
    }
    writeRaw(STDOUT_FILENO, layout.prompt(prompt))
    return NoEchoInput.readLine()
  }

  public func readQuietly() async -> String? {
    await Task.detached { Swift.readLine(strippingNewline: true) }.value
  }

  public func writeInPlace(_ text: String) {
    writeRaw(STDOUT_FILENO, text)
  }

  public func write(_ text: String) {
    writeRaw(STDOUT_FILENO, text + "\n")
  }

  public func writeLine(utf8 line: [UInt8]) {
    StandardStreams.write(utf8: line, to: STDOUT_FILENO)
    StandardStreams.write(utf8: [UInt8(ascii: "\n")], to: STDOUT_FILENO)
  }

  /// Writes `text` on standard error, laid out in the terminal's width when standard error is
  /// a terminal (errors, warnings and usage messages, each line hanging under its marker).
  public func writeError(_ text: String) {
    writeRaw(STDERR_FILENO, Self.standardErrorLayout.reflow(text) + "\n")
  }

  /// The layout of standard error: the terminal's width when it is one, else no wrapping.
  public static var standardErrorLayout: TextLayout {
    isatty(STDERR_FILENO) == 1
      ? TextLayout(width: TerminalSize.current(of: STDERR_FILENO).columns) : .unbounded
  }

  public func showProgress(_ text: String?) {
    progress = text
    spinner?.stop()
    spinner = nil
    guard let text, stderrIsTerminal else { return }
    let label = Self.progressLabel(text, columns: TerminalSize.current(of: STDERR_FILENO).columns)
    spinner = Spinner(label: label) { [weak self] frame in
      self?.writeRaw(STDERR_FILENO, frame)
    }
  }

  /// `text` as the spinner's label on a terminal `columns` wide: cleaned, and cut to the line
  /// less the frame and its space. A longer label would wrap, and the spinner's carriage return
  /// would redraw only its last line, leaving the first behind.
  static func progressLabel(_ text: String, columns: Int) -> String {
    TextLayout(width: columns - 2).truncated(TerminalSafe.clean(text))
  }

  /// Every write ends here: outside text that a screen forgot to clean is still neutralised,
  /// and a failed write ends the run (see `StandardStreams`).
  private func writeRaw(_ descriptor: Int32, _ text: String) {
    StandardStreams.write(text, to: descriptor, trusting: drawnImages.all)
  }
}
