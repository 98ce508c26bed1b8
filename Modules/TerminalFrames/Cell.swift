/// One cell of the screen: a grapheme and its style. A wide grapheme takes two cells; the second
/// holds no text and is never written on its own.
public struct Cell: Hashable, Sendable {
  /// One grapheme, or "" for the right half of a wide one.
  public var text: String
  public var style: CellStyle

  public init(_ text: String, style: CellStyle = .plain) {
    self.text = text
    self.style = style
  }

  /// An empty cell in the plain style.
  public static let blank = Cell(" ")

  /// Whether this is the right half of a wide grapheme.
  public var isContinuation: Bool { text.isEmpty }
}
