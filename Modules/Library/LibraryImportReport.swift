/// What an import did, for scripts: `{"added": [{"id", "title", "artist", "year", "trackCount",
/// "savedAt"}], "alreadySaved": N, "repeatedInFile": N, "skipped": [{"number", "id", "title",
/// "field"}]}`.
public struct LibraryImportReport: Equatable, Sendable, Codable {
  /// The albums added, in the file's order.
  public let added: [LibraryDocument.Entry]
  /// How many albums of the file were in the library already (left as they were).
  public let alreadySaved: Int
  /// How many albums of the file repeated an id given before them in the file (only the first
  /// of each id is imported).
  public let repeatedInFile: Int
  /// The albums out of bounds, skipped on request; empty otherwise (such a file is refused).
  public let skipped: [LibraryAlbumRefusal]

  /// Creates a report.
  public init(
    added: [LibraryDocument.Entry], alreadySaved: Int, repeatedInFile: Int = 0,
    skipped: [LibraryAlbumRefusal] = []
  ) {
    self.added = added
    self.alreadySaved = alreadySaved
    self.repeatedInFile = repeatedInFile
    self.skipped = skipped
  }
}
