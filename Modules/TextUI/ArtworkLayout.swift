/// Puts drawn covers and text together.
public enum ArtworkLayout {
  /// `art` on the left of `text`'s lines (or above them for a pixel image), with `gap` spaces.
  public static func combine(_ art: DrawnArtwork, with text: [String], gap: Int = 2) -> String {
    guard art.placement == .beside else { return ([art.text] + text).joined(separator: "\n") }
    let rows = art.lines
    let blank = String(repeating: " ", count: art.columns)
    let spacer = String(repeating: " ", count: gap)
    return (0..<max(rows.count, text.count)).map { index in
      let left = index < rows.count ? rows[index] : blank
      guard index < text.count, !text[index].isEmpty else { return left }
      let padding = String(repeating: " ", count: max(0, art.columns - VisibleWidth.of(left)))
      return left + padding + spacer + text[index]
    }.joined(separator: "\n")
  }
}
