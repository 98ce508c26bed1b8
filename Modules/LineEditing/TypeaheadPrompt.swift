import TerminalKit

/// A prompt that is a small line editor on a terminal: suggestions appear under the line as the
/// person types; Up/Down highlight one, Enter submits it, Tab fills the line with it.
/// The screen that owns it provides the suggestions; the prompt only decides where they go.
@MainActor public final class TypeaheadPrompt {
  private let terminal: KeyboardTerminal
  private let prompt: String
  private let style: TextStyle
  /// The line as drawn, so a line that wraps is drawn again in place.
  private var drawing: LineEditorDrawing
  /// The line being edited; nil between reads.
  private var editor: LineEditor?

  /// Creates a prompt showing `prompt` before the text.
  public init(prompt: String, style: TextStyle, terminal: KeyboardTerminal) {
    self.terminal = terminal
    self.prompt = prompt
    self.style = style
    drawing = LineEditorDrawing(prompt: prompt, style: style)
  }

  /// Whether a line is being read (suggestions given now belong under it).
  public var isReading: Bool { editor != nil }

  /// Shows `suggestions` under the line being read; ignored between reads.
  public func offer(title: String?, suggestions: [String]) {
    editor?.offer(title: title, suggestions: suggestions)
  }

  /// Reads one line key by key; nil at the end of input. Starts with `suggestions` under the
  /// empty line, or asks `suggest("")` when there are none; after each change to the text,
  /// `suggest(text)` is awaited (it answers through `offer`) before the line is redrawn. Ctrl-L
  /// clears the screen, awaits `redrawScreen` (the screen prints itself again) and draws the line
  /// under it.
  public func readLine(
    title: String?, suggestions: [String], suggest: (String) async -> Void,
    redrawScreen: () async -> Void = {}
  ) async -> String? {
    terminal.begin()
    defer {
      terminal.onInterrupt(nil)
      terminal.onResume(nil)
      terminal.end()
      editor = nil
    }
    editor = LineEditor()
    drawing = LineEditorDrawing(prompt: prompt, style: style)
    if suggestions.isEmpty {
      await suggest("")
    } else {
      offer(title: title, suggestions: suggestions)
    }
    redraw()
    var decoder = TerminalKeyDecoder()
    let terminal = terminal
    while let byte = await Task.detached(operation: { terminal.nextByte() }).value {
      guard let key = decoder.feed(byte) else { continue }
      if key == .redraw {
        terminal.write(LineEditorDrawing.clearScreen)
        await redrawScreen()
        redraw(clearingScreen: true)
        continue
      }
      guard let outcome = editor?.apply(key) else { continue }
      switch outcome {
      case .ignored: continue
      case .moved: redraw()
      case .edited:
        await suggest(editor?.text ?? "")
        redraw()
      case .submitted(let line):
        terminal.write(drawing.finish(line))
        return line
      case .endOfInput:
        terminal.write(drawing.finish(""))
        return nil
      }
    }
    terminal.write(drawing.finish(editor?.text ?? ""))
    return nil
  }

  /// Draws the line again in place, or at the top of a cleared screen (Ctrl-L).
  private func redraw(clearingScreen: Bool = false) {
    guard let editor else { return }
    // Ctrl-C must not leave the suggestions under the shell's prompt. Set before the drawing goes
    // out: a Ctrl-C typed as soon as it shows must undo this drawing, not the one before it.
    let drawn = clearingScreen ? drawing.drawOnClearedScreen(editor) : drawing.draw(editor)
    terminal.onInterrupt(drawing.abandon(editor.text))
    terminal.write(drawn)
    terminal.onResume(drawing.drawnAnew(editor))
  }
}
