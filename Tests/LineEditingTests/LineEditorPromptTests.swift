import Foundation
import TerminalKit
import Testing

@testable import LineEditing

/// A terminal typing a script, recording what is drawn.
private final class TypedTerminal: Sendable {
  private let lock = NSLock()
  nonisolated(unsafe) private var bytes: [UInt8]
  nonisolated(unsafe) private var drawn: [String] = []

  init(typing text: String) { bytes = Array(text.utf8) }

  var output: String { lock.withLock { drawn.joined() } }

  var terminal: KeyboardTerminal {
    KeyboardTerminal(
      begin: {}, end: {},
      nextByte: { [self] in lock.withLock { bytes.isEmpty ? nil : bytes.removeFirst() } },
      write: { [self] text in lock.withLock { drawn.append(text) } })
  }
}

@Suite @MainActor struct LineEditorPromptTests {
  let plain = TextStyle(enabled: false)

  @Test func aLineLongerThanTheWidthGoesBackUpToItsFirstRowBeforeItIsDrawnAgain() {
    let renderer = LineEditorRenderer(prompt: "> ", style: plain)
    // "> " and 12 letters take 14 cells: the cursor is on the second row of a 10-cell line.
    let before = LineEditor.typed("abcdefghijkl")
    let after = LineEditor.typed("abcdefghijklm")
    #expect(
      renderer.draw(after, width: 10, over: before)
        == "\u{1B}[1A\r\u{1B}[J> abcdefghijklm\u{1B}[1A\r> abcdefghijklm")
    #expect(renderer.finish("x", over: after, width: 10) == "\u{1B}[1A\r\u{1B}[J> x\n")
  }

  @Test func theCursorInAWrappedLineIsPutBackFromItsFirstRow() {
    let renderer = LineEditorRenderer(prompt: "> ", style: plain)
    let drawn = renderer.draw(LineEditor.typed("abcdefghijkl", left: 12), width: 10)
    #expect(drawn == "\r\u{1B}[J> abcdefghijkl\u{1B}[1A\r> ")
  }

  @Test func aRowFilledToItsLastCellKeepsTheCursorOnIt() {
    let renderer = LineEditorRenderer(prompt: "> ", style: plain)
    #expect(renderer.row(after: "> abcdefgh", width: 10) == 0)
    #expect(renderer.row(after: "> abcdefghi", width: 10) == 1)
    // A wide character that does not fit in the last cell starts the next row.
    #expect(renderer.row(after: "> abcdefg好", width: 10) == 1)
  }

  @Test func upRecallsTheLinesEnteredBeforeAtTheSamePrompt() {
    let typed = TypedTerminal(typing: "one\rtwo\r\u{1B}[A\u{1B}[A\r")
    let prompt = LineEditorPrompt(style: plain, terminal: typed.terminal) { 80 }
    #expect(prompt.readLine(prompt: "> ") == "one")
    #expect(prompt.readLine(prompt: "> ") == "two")
    #expect(prompt.readLine(prompt: "> ") == "one")
  }

  @Test func arrowsEditAndNeverLandInTheLine() {
    let typed = TypedTerminal(typing: "ac\u{1B}[Db\u{01}>\r")
    let prompt = LineEditorPrompt(style: plain, terminal: typed.terminal) { 80 }
    #expect(prompt.readLine(prompt: "> ") == ">abc")
  }

  @Test func aShortcutKeyOnAnEmptyLineAnswersAtOnce() {
    let typed = TypedTerminal(typing: "\u{1B}[5~")
    let prompt = LineEditorPrompt(style: plain, terminal: typed.terminal) { 80 }
    #expect(prompt.readLine(prompt: "📅 ") { $0 == .pageUp ? "<" : nil } == "<")
  }

  @Test func ctrlLClearsTheScreenAndDrawsTheLineAtItsTop() {
    let typed = TypedTerminal(typing: "ab\u{0C}\r")
    let prompt = LineEditorPrompt(style: plain, terminal: typed.terminal) { 80 }
    #expect(prompt.readLine(prompt: "> ") == "ab")
    #expect(typed.output.contains("\u{1B}[H\u{1B}[2J\r\u{1B}[J> ab"))
  }

  @Test func aSecretTakesNeitherArrowsNorEscapeSequencesAsText() {
    let typed = TypedTerminal(typing: "ab\u{1B}[Dc\u{1B}[Ad\r")
    let prompt = LineEditorPrompt(style: plain, terminal: typed.terminal) { 80 }
    #expect(prompt.readSecret(prompt: "Password: ") == "abcd")
    #expect(!typed.output.contains("abcd"), "not echoed")
  }
}
