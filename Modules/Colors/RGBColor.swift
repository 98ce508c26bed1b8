/// A 24-bit colour: of a cover's picture cell as an adapter draws it, and of a terminal cell as
/// a front end writes it (each layer adds what it needs: the terminal, its palettes).
public struct RGBColor: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour packed as 0xRRGGBB, nil for a negative value (transparent).
  public init?(packed: Int) {
    guard packed >= 0 else { return nil }
    self.init(
      red: UInt8(truncatingIfNeeded: packed >> 16), green: UInt8(truncatingIfNeeded: packed >> 8),
      blue: UInt8(truncatingIfNeeded: packed))
  }
}
