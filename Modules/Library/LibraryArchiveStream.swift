import Domain
import Foundation

/// A library file made album by album, byte for byte the file `LibraryArchive.encoded()` makes
/// of the same albums, so an export never holds more than a few albums' bytes.
struct LibraryArchiveStream {
  /// How many bytes gather before they are handed on.
  static let chunkBytes = 1 << 16

  private let encoder: JSONEncoder
  private var buffer = Array(#"{"albums":["#.utf8)
  /// How many albums were appended.
  private(set) var count = 0

  init() {
    encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  }

  /// Appends `saved`, handing a chunk of the file to `write` when one is full.
  mutating func append(_ saved: SavedAlbum, write: ([UInt8]) throws -> Void) throws {
    try append(entry: Array(try encoder.encode(LibraryArchive.Entry(saved))), write: write)
  }

  /// Appends `stored`, its JSON copied when it may be; false, and nothing appended, when it
  /// cannot be read.
  mutating func append(_ stored: StoredSavedAlbum, write: ([UInt8]) throws -> Void) throws
    -> Bool
  {
    if case .encoded(_, let json, let savedAt) = stored,
      let entry = EncodedAlbumEntry.entry(json: json, savedAt: savedAt)
    {
      try append(entry: entry, write: write)
    } else if let saved = stored.decoded {
      try append(saved, write: write)
    } else {
      return false
    }
    return true
  }

  private mutating func append(entry: [UInt8], write: ([UInt8]) throws -> Void) throws {
    if count > 0 { buffer.append(UInt8(ascii: ",")) }
    buffer += entry
    count += 1
    if buffer.count >= Self.chunkBytes {
      try write(buffer)
      buffer.removeAll(keepingCapacity: true)
    }
  }

  /// Ends the file and hands the rest of it to `write`.
  mutating func finish(write: ([UInt8]) throws -> Void) throws {
    buffer += Array(
      #"],"format":"\#(LibraryArchive.formatName)","version":\#(LibraryArchive.currentVersion)}"#
        .utf8)
    try write(buffer)
    buffer = []
  }
}
