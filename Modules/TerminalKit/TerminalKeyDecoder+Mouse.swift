extension TerminalKeyDecoder {
  /// The SGR report `CSI < b ; x ; y M` (press) or `m` (release), `parameters` without the `<`.
  static func sgrMouse(final: UInt8, parameters: Substring) -> MouseEvent? {
    let numbers = parameters.split(separator: ";").compactMap { Int($0) }
    guard numbers.count == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
      let kind = mouseKind(code: numbers[0], released: final == UInt8(ascii: "m"))
    else { return nil }
    return MouseEvent(kind: kind, column: max(0, numbers[1] - 1), row: max(0, numbers[2] - 1))
  }

  /// What a report's button code means: the low two bits name the button (3 a legacy release),
  /// 64 marks the wheel, 32 a motion (not asked for, ignored); 4, 8 and 16 are modifiers.
  static func mouseKind(code: Int, released: Bool) -> MouseEvent.Kind? {
    guard code & 32 == 0 else { return nil }
    if code & 64 != 0 {
      switch code & 3 {
      case 0: return .wheelUp
      case 1: return .wheelDown
      default: return nil
      }
    }
    if released { return .release }
    switch code & 3 {
    case 0: return .press(.left)
    case 1: return .press(.middle)
    case 2: return .press(.right)
    default: return .release
    }
  }
}
