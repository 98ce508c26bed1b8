/// What `save` or `remove` on the album screen did to the user's library.
public enum AlbumLibraryChange: String, Equatable, Sendable, Codable {
  /// The album is new in the library.
  case saved
  /// The album was in the library already; its copy was refreshed.
  case alreadySaved
  /// The album was taken out of the library.
  case removed
  /// The album was not in the library; nothing changed.
  case notSaved
}
