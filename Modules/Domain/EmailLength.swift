/// The length limit every e-mail address obeys, wherever one is taken (sign-up, sign-in), so
/// nothing longer is ever looked up or stored.
public enum EmailLength {
  /// The most characters (Unicode scalars) an address may have: RFC 5321's limit for a path.
  public static let maximum = 254

  /// Whether `address` (already trimmed) is within `maximum`.
  public static func isWithinLimit(_ address: String) -> Bool {
    address.unicodeScalars.count <= maximum
  }
}
