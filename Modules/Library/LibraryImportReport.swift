/// What an import did, for scripts: `{"added": [{"id", "title", "artist", "year", "trackCount",
/// "savedAt"}], "alreadySaved": N}`.
public struct LibraryImportReport: Equatable, Sendable, Codable {
  /// The albums added, in the file's order.
  public let added: [LibraryDocument.Entry]
  /// How many albums of the file were in the library already (left as they were).
  public let alreadySaved: Int

  /// Creates a report.
  public init(added: [LibraryDocument.Entry], alreadySaved: Int) {
    self.added = added
    self.alreadySaved = alreadySaved
  }
}
