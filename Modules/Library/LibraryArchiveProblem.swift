/// Why a library file was refused; nothing of it is stored.
public enum LibraryArchiveProblem: Error, Hashable, Sendable {
  /// The file is larger than `limitBytes`.
  case tooLarge(limitBytes: Int)
  /// The file is not JSON in the library format.
  case notALibrary
  /// The file is a library of a version this build cannot read.
  case unsupportedVersion(Int)
  /// The file holds more than `limit` albums.
  case tooManyAlbums(limit: Int)
  /// An album of the file has a value out of bounds, and refused albums were not to be skipped.
  case invalidAlbum(LibraryAlbumRefusal)
}
