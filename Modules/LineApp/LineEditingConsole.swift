import LineEditing
import TerminalKit
import TerminalText

/// A console whose prompts are line editors on the terminal (`LineEditorPrompt`): every screen's
/// prompt takes the arrows and the editing keys, and a secret takes no escape sequence as text.
/// Everything else goes to the console it wraps.
@MainActor final class LineEditingConsole: Console {
  private let base: any Console
  private let prompt: LineEditorPrompt

  /// Wraps `base`, reading its prompts key by key from `keyboard`.
  init(_ base: any Console, keyboard: KeyboardTerminal) {
    self.base = base
    prompt = LineEditorPrompt(style: base.style, terminal: keyboard)
  }

  var isInteractive: Bool { base.isInteractive }
  var allowsStyling: Bool { base.allowsStyling }
  var progress: String? { base.progress }
  var outputIsTerminal: Bool { base.outputIsTerminal }
  var columns: Int? { base.columns }
  var theme: Theme { base.theme }

  func readLine(prompt text: String) -> String? {
    readLine(prompt: text) { _ in nil }
  }

  /// Reads a line at `text` where `shortcut` answers a key on an empty line at once.
  func readLine(prompt text: String, shortcut: (TerminalKey) -> String?) -> String? {
    let (above, last) = lines(of: text, answerRoom: TextLayout.promptAnswerRoom)
    if !above.isEmpty { base.writeInPlace(above) }
    return prompt.readLine(prompt: last, shortcut: shortcut)
  }

  func readSecret(prompt text: String) -> String? {
    let (above, last) = lines(of: text, answerRoom: 0)
    base.writeInPlace(above + TerminalSafe.clean(last))
    return prompt.readSecret(prompt: "")
  }

  /// The prompt laid out in the terminal's width: the lines above its last, each ended, and the
  /// last, where the answer is typed.
  private func lines(of text: String, answerRoom: Int) -> (above: String, last: String) {
    let laidOut = layout.prompt(text, answerRoom: answerRoom)
    guard let end = laidOut.lastIndex(of: "\n") else { return ("", laidOut) }
    return (String(laidOut[...end]), String(laidOut[laidOut.index(after: end)...]))
  }

  func write(_ text: String) { base.write(text) }
  func writeLine(utf8 line: [UInt8]) { base.writeLine(utf8: line) }
  func writeError(_ text: String) { base.writeError(text) }
  func showProgress(_ text: String?) { base.showProgress(text) }
  func readQuietly() async -> String? { await base.readQuietly() }
  func writeInPlace(_ text: String) { base.writeInPlace(text) }
}
