import TerminalText

extension Console {
  /// No width by default: a console that does not know its width is not wrapped.
  public var columns: Int? { nil }

  /// The layout of this console's output: its width, or no wrapping.
  public var layout: TextLayout { TextLayout(width: columns) }
}
