/// The bounds on text from the catalog, counted in Unicode scalars: a grapheme may hold any
/// number of them (six megabytes of combining marks make one), so a bound in graphemes bounds
/// nothing. The catalog adapter applies them where it maps an answer; what a screen makes of the
/// text (HTML to plain text, sanitising, line breaking) takes time in proportion to its length.
public enum CatalogText {
  /// The most scalars a title, a name, a genre or an address keeps.
  public static let maximumScalars = 2_000
  /// The most scalars an item's description keeps.
  public static let maximumDescriptionScalars = 20_000

  /// `text` when it has at most `limit` scalars, else its first `limit - 1` and "…".
  public static func capped(_ text: String, to limit: Int = maximumScalars) -> String {
    guard !text.hasAtMostScalars(limit) else { return text }
    let scalars = text.unicodeScalars
    return String(scalars[..<scalars.index(scalars.startIndex, offsetBy: max(0, limit - 1))]) + "…"
  }

  /// `text` when it has at most `limit` scalars, else nil: an address cut short would lead
  /// somewhere else.
  public static func whole(_ text: String, limit: Int = maximumScalars) -> String? {
    text.hasAtMostScalars(limit) ? text : nil
  }
}
