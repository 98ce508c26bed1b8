import TerminalKit

/// How one cell is drawn: the theme's colour for a role, and the attributes that work without
/// colour (so `NO_COLOR` still shows titles and the selection).
public struct CellStyle: Hashable, Sendable {
  public var role: ColorRole
  public var bold: Bool
  public var reverse: Bool

  public init(_ role: ColorRole = .normal, bold: Bool = false, reverse: Bool = false) {
    self.role = role
    self.bold = bold
    self.reverse = reverse
  }

  public static let plain = CellStyle()
}
