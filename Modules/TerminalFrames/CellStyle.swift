import Colors
import TerminalKit

/// How one cell is drawn: the theme's colour for a role, and the attributes that work without
/// colour (so `NO_COLOR` still shows titles and the selection); a cell of a picture carries its
/// own colours instead.
public struct CellStyle: Hashable, Sendable {
  public var role: ColorRole
  public var bold: Bool
  public var reverse: Bool
  /// A picture cell's colours, over the role's; nil for text.
  public var foreground: RGBColor?
  public var background: RGBColor?

  public init(
    _ role: ColorRole = .normal, bold: Bool = false, reverse: Bool = false,
    foreground: RGBColor? = nil, background: RGBColor? = nil
  ) {
    self.role = role
    self.bold = bold
    self.reverse = reverse
    self.foreground = foreground
    self.background = background
  }

  public static let plain = CellStyle()

  /// Whether this is a cell of a picture, which shows nothing without colour.
  public var isPicture: Bool { foreground != nil || background != nil }
}
