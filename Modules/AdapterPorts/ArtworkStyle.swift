/// How a cover is drawn in a terminal: the graphics protocol and the colours it may use.
public struct ArtworkStyle: Hashable, Sendable, Codable {
  /// The way pixels reach the screen.
  public enum Graphics: String, Hashable, Sendable, Codable, CaseIterable {
    /// The kitty graphics protocol (kitty, ghostty, WezTerm).
    case kitty
    /// iTerm2's inline images.
    case iterm
    /// DEC sixel graphics.
    case sixel
    /// Unicode block characters (U+2580–U+259F) in character cells.
    case blocks
    /// Printable ASCII characters in character cells.
    case ascii
  }

  /// The colours character-cell drawings may use (pixel protocols carry their own).
  public enum Colors: String, Hashable, Sendable, Codable, CaseIterable {
    /// 24-bit colour (`ESC[38;2;r;g;bm`).
    case truecolor
    /// The 256-colour palette (`ESC[38;5;nm`).
    case indexed256
    /// The 16 system colours.
    case indexed16
    /// No colour sequences at all: shapes only.
    case none
  }

  /// The protocol or character set.
  public var graphics: Graphics
  /// The colour depth.
  public var colors: Colors

  /// Creates a style.
  public init(graphics: Graphics, colors: Colors) {
    self.graphics = graphics
    self.colors = colors
  }

  /// Whether the drawing is made of character cells (so text can sit beside it).
  public var usesCharacterCells: Bool { graphics == .blocks || graphics == .ascii }
}
