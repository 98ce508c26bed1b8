/// When result lists get thumbnails: each one makes its row several lines high, so a long list
/// (50 results, some 200 lines) is printed without them.
public enum ThumbnailRule {
  /// The most results that are shown with thumbnails; a longer list has none.
  public static let maximumRows = 12

  /// Whether a list of `rows` results gets thumbnails.
  public static func allows(rows: Int) -> Bool {
    rows <= maximumRows
  }
}
