/// The look of each `ColorRole` at a colour depth. `.dark` keeps the line app's bytes of old for
/// its roles (bold titles, SGR 31 errors, dim hints); `.light` gives hints a grey that shows on
/// white; `.noColor` uses bold and reverse video only.
public struct Theme: Sendable, Equatable {
  /// How one role looks: SGR attributes (1 bold, 2 dim, 7 reverse, or a basic colour such as 31)
  /// with colours, and the attributes that stand in when the terminal shows no colour.
  public struct Look: Sendable, Equatable {
    public var attributes: [Int]
    public var foreground: ThemeColor?
    public var background: ThemeColor?
    public var withoutColor: [Int]

    /// A look; without colour it keeps only bold (1) and reverse (7) unless told.
    public init(
      _ attributes: [Int] = [], foreground: ThemeColor? = nil, background: ThemeColor? = nil,
      withoutColor: [Int]? = nil
    ) {
      self.attributes = attributes
      self.foreground = foreground
      self.background = background
      self.withoutColor = withoutColor ?? attributes.filter { [1, 7].contains($0) }
    }
  }

  /// The colours the terminal shows; `.none` uses each look's `withoutColor`.
  public var depth: ColorDepth
  /// Each role's look; a role missing looks normal.
  public var looks: [ColorRole: Look]

  /// A theme of `looks` at `depth`.
  public init(depth: ColorDepth, looks: [ColorRole: Look]) {
    self.depth = depth
    self.looks = looks
  }

  /// The SGR parameter list for `role` (e.g. "1;38;5;75"); empty for no styling.
  public func sgr(_ role: ColorRole) -> String {
    guard let look = looks[role] else { return "" }
    guard depth != .none else { return look.withoutColor.map(String.init).joined(separator: ";") }
    let colors = [
      look.foreground?.parameters(at: depth, background: false),
      look.background?.parameters(at: depth, background: true),
    ]
    return (look.attributes.map(String.init) + colors.compactMap { $0 }).joined(separator: ";")
  }

  /// `self` at another depth.
  public func at(_ depth: ColorDepth) -> Theme {
    Theme(depth: depth, looks: looks)
  }
}
