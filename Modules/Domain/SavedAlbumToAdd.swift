/// An album handed to a store to add, with its JSON as the store keeps it when whoever hands it
/// over holds those bytes already (a library file's album in the form an export writes), so the
/// store keeps them instead of encoding the album again.
public struct SavedAlbumToAdd: Hashable, Sendable {
  /// The album and when it was saved.
  public let saved: SavedAlbum
  /// Exactly the bytes `AlbumBounds.encoded` writes of `saved.album`, or nil when not known.
  public let storedJSON: [UInt8]?

  /// An album to add; `storedJSON` must be what `AlbumBounds.encoded` writes of its album.
  public init(_ saved: SavedAlbum, storedJSON: [UInt8]? = nil) {
    self.saved = saved
    self.storedJSON = storedJSON
  }
}
