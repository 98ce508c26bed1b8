extension StringProtocol {
  /// Whether the text has at most `limit` Unicode scalars. Counts no more than `limit` of them,
  /// so a bound on a text of megabytes costs what the bound does; a bound in graphemes bounds
  /// nothing, as any number of combining marks make one.
  public func hasAtMostScalars(_ limit: Int) -> Bool {
    if utf8.count <= limit { return true }
    let scalars = unicodeScalars
    let end = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex)
    return end.map { $0 == scalars.endIndex } ?? true
  }
}

extension StringProtocol {
  /// Whether the text's NFC or NFKC form has more than `limit` scalars for certain, told from the
  /// text as given: normalising joins at most four scalars into one (U+1F82 is U+03B1 U+0313
  /// U+0300 U+0345), so more than four times `limit` cannot come down to it. For refusing a text
  /// before normalising it, which takes more than linear time on a megabyte of combining marks.
  public func exceedsWhenNormalized(scalars limit: Int) -> Bool {
    !hasAtMostScalars(4 * limit)
  }
}
