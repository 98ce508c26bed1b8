import TerminalKit

/// Any prompt of a line app read key by key on a terminal: ←/→, Home/End, Ctrl-A/E/W/U/K and
/// Alt-B/F edit the line; ↑/↓ go through the lines entered before at the same prompt; Ctrl-L
/// clears the screen and draws the line again; escape sequences never become text. Reads while
/// the caller waits, as a line read by the terminal itself would.
@MainActor public final class LineEditorPrompt {
  private let terminal: KeyboardTerminal
  private let style: TextStyle
  private let width: @Sendable () -> Int?
  /// The lines entered at each prompt, oldest first.
  private var history: [String: [String]] = [:]

  /// How many lines a prompt remembers.
  public static let historyLimit = 100

  /// Creates a prompt reading keys from `terminal`, `width` columns wide.
  public init(
    style: TextStyle, terminal: KeyboardTerminal,
    width: @escaping @Sendable () -> Int? = { TerminalSize.current().columns }
  ) {
    self.terminal = terminal
    self.style = style
    self.width = width
  }

  /// Shows `prompt` (one line) and reads a line; nil at the end of input. `shortcut` answers a
  /// key pressed on an empty line at once with the line it stands for (nil: the key edits).
  public func readLine(
    prompt: String, shortcut: (TerminalKey) -> String? = { _ in nil }
  ) -> String? {
    terminal.begin()
    defer {
      terminal.onInterrupt(nil)
      terminal.onResume(nil)
      terminal.end()
    }
    var drawing = LineEditorDrawing(prompt: prompt, style: style, width: width)
    var editor = LineEditor()
    let earlier = history[prompt] ?? []
    // Where ↑/↓ stand in `earlier`; `earlier.count` is the line being typed, kept in `typed`.
    var recalled = earlier.count
    var typed = ""
    // Ctrl-C must undo the drawing that goes out now, so its cleanup is set first.
    func redraw(_ text: String) {
      terminal.onInterrupt(drawing.abandon(editor.text))
      terminal.write(text)
      terminal.onResume(drawing.drawnAnew(editor))
    }
    redraw(drawing.draw(editor))
    var decoder = TerminalKeyDecoder()
    while let byte = terminal.nextByte() {
      guard let key = decoder.feed(byte) else { continue }
      if editor.text.isEmpty, let line = shortcut(key) {
        terminal.write(drawing.finish(line))
        return line
      }
      switch key {
      case .up, .down:
        let step = key == .up ? -1 : 1
        let next = min(max(recalled + step, 0), earlier.count)
        guard next != recalled else { continue }
        if recalled == earlier.count { typed = editor.text }
        recalled = next
        editor.replace(with: next == earlier.count ? typed : earlier[next])
        redraw(drawing.draw(editor))
        continue
      case .redraw:
        redraw(LineEditorDrawing.clearScreen + drawing.drawOnClearedScreen(editor))
        continue
      default: break
      }
      switch editor.apply(key) {
      case .ignored: continue
      case .moved, .edited: redraw(drawing.draw(editor))
      case .submitted(let line):
        terminal.write(drawing.finish(line))
        remember(line, at: prompt)
        return line
      case .endOfInput:
        terminal.write(drawing.finish(""))
        return nil
      }
    }
    terminal.write(drawing.finish(editor.text))
    return nil
  }

  /// Shows `prompt` and reads a secret without showing it; editing keys and escape sequences
  /// never become part of it. Nil at the end of input.
  public func readSecret(prompt: String) -> String? {
    terminal.begin()
    defer { terminal.end() }
    terminal.write(prompt)
    var editor = LineEditor()
    var decoder = TerminalKeyDecoder()
    while let byte = terminal.nextByte() {
      guard let key = decoder.feed(byte) else { continue }
      // Keys that move an unseen cursor would put what follows where the person cannot tell.
      switch key {
      case .character, .backspace, .killToStart, .killPreviousWord, .enter, .endOfInput: break
      default: continue
      }
      let outcome = editor.apply(key)
      if case .submitted(let line) = outcome {
        terminal.write("\n")
        return line
      }
      if outcome == .endOfInput { break }
    }
    terminal.write("\n")
    return nil
  }

  private func remember(_ line: String, at prompt: String) {
    guard !line.allSatisfy(\.isWhitespace) else { return }
    var lines = history[prompt] ?? []
    if lines.last != line { lines.append(line) }
    history[prompt] = Array(lines.suffix(Self.historyLimit))
  }
}
