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
