import TerminalKit

/// A line editor as drawn on a terminal: what the renderer writes, knowing where the last
/// drawing left the cursor, so a line that wraps (a long text, a narrow or resized terminal) is
/// drawn again in place.
public struct LineEditorDrawing: Sendable {
  /// Writes the prompt, the text and the suggestions.
  public let renderer: LineEditorRenderer
  /// The terminal's width now (nil: unknown), asked at each drawing to follow a resize.
  private let width: @Sendable () -> Int?
  /// The editor as last drawn; nil before the first drawing.
  private var drawn: LineEditor?

  /// A drawing with `prompt` before the text, in a terminal `width` wide.
  public init(
    prompt: String, style: TextStyle,
    width: @escaping @Sendable () -> Int? = { TerminalSize.current().columns }
  ) {
    renderer = LineEditorRenderer(prompt: prompt, style: style)
    self.width = width
  }

  /// Draws `editor` over the last drawing.
  public mutating func draw(_ editor: LineEditor) -> String {
    defer { drawn = editor }
    return renderer.draw(editor, width: width(), over: drawn)
  }

  /// Moves the cursor to the top left and clears the screen.
  public static let clearScreen = "\u{1B}[H\u{1B}[2J"

  /// Draws `editor` anew where the cursor is, forgetting the last drawing (the screen was
  /// cleared: Ctrl-L).
  public mutating func drawOnClearedScreen(_ editor: LineEditor) -> String {
    drawn = nil
    return draw(editor)
  }

  /// `editor` drawn anew where the cursor is, as the last drawing was: what is written when the
  /// run is continued after a stop, under what the shell wrote.
  public func drawnAnew(_ editor: LineEditor) -> String {
    renderer.draw(editor, width: width(), over: nil)
  }

  /// Leaves `line` over the last drawing, suggestions cleared, and ends the line.
  public mutating func finish(_ line: String) -> String {
    defer { drawn = nil }
    return renderer.finish(line, over: drawn, width: width())
  }

  /// What an interrupt writes over the last drawing: `line` without the suggestions.
  public func abandon(_ line: String) -> String {
    renderer.abandon(line, over: drawn, width: width())
  }
}
