extension Character {
  /// Whether this is one of `0`–`9` on its own; unlike `("0"..."9").contains(_:)`, a digit with
  /// a combining mark such as "5\u{301}" does not count.
  var isASCIIDigit: Bool {
    guard unicodeScalars.count == 1, let scalar = unicodeScalars.first else { return false }
    return ("0"..."9").contains(scalar)
  }
}
