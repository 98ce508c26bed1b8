extension String {
  /// The text without the white space and line breaks at either end: the scalars Unicode calls
  /// `White_Space` and the zero width space, as Foundation's
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` trims, without the NSString it makes on
  /// Linux.
  public var trimmedOfWhitespace: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !Self.isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !Self.isTrimmed($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  private static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar == "\u{200B}"
  }
}
