import Domain
import Foundation

/// A library file's entry made from an album's JSON as `AlbumBounds.encoded` writes it, without
/// decoding it: the members an entry has copied in the entry's order (slashes unescaped, as the
/// file writes them), an absent one as null, and `savedAt` added. Byte for byte the entry
/// `LibraryArchiveStream` encodes of the same album, at the cost of a copy.
enum EncodedAlbumEntry {
  /// The entry's members in the file's order, each with the byte its value starts with; nil
  /// for `savedAt`, which the album has not.
  private static let members: [(name: String, kind: Kind)?] = [
    ("artist", .string), ("artwork", .object), ("genre", .string), ("id", .number), nil,
    ("title", .string), ("trackCount", .number), ("tracks", .array), ("year", .number),
  ]

  /// What a member's value must be: a damaged album whose bytes are still JSON is not copied.
  private enum Kind {
    case string, number, object, array

    func starts(_ byte: UInt8) -> Bool {
      switch self {
      case .string: byte == UInt8(ascii: "\"")
      case .number:
        byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      case .object: byte == UInt8(ascii: "{")
      case .array: byte == UInt8(ascii: "[")
      }
    }
  }

  /// The entry of the album `json` saved at `savedAt`; nil when `json` is not one JSON object
  /// with an id, a title and tracks, each member of the kind an album's is.
  static func entry(json: [UInt8], savedAt: Date) -> [UInt8]? {
    json.withUnsafeBytes { bytes -> [UInt8]? in
      guard let outline = JSONOutline(bytes: bytes), outline.values["id"] != nil,
        outline.values["title"] != nil, outline.values["tracks"] != nil
      else { return nil }
      var entry: [UInt8] = []
      entry.reserveCapacity(json.count + 64)
      entry.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { entry.append(UInt8(ascii: ",")) }
        entry.append(UInt8(ascii: "\""))
        entry.append(contentsOf: (member?.name ?? "savedAt").utf8)
        entry.append(contentsOf: #"":"#.utf8)
        guard let member else {
          entry.append(UInt8(ascii: "\""))
          entry.append(contentsOf: StoredTimestamp.text(savedAt).utf8)
          entry.append(UInt8(ascii: "\""))
          continue
        }
        guard let range = outline.values[member.name] else {
          entry.append(contentsOf: "null".utf8)
          continue
        }
        guard !range.isEmpty, member.kind.starts(bytes[range.lowerBound]) else { return nil }
        appendUnescapingSlashes(bytes[range], to: &entry)
      }
      entry.append(UInt8(ascii: "}"))
      return entry
    }
  }

  /// `value` with each `\/` written `/`; every other escape as it is.
  private static func appendUnescapingSlashes(
    _ value: Slice<UnsafeRawBufferPointer>, to entry: inout [UInt8]
  ) {
    var index = value.startIndex
    var start = index
    while index < value.endIndex {
      guard value[index] == UInt8(ascii: "\\"), index + 1 < value.endIndex else {
        index += 1
        continue
      }
      if value[index + 1] == UInt8(ascii: "/") {
        entry.append(contentsOf: value[start..<index])
        start = index + 1
      }
      index += 2
    }
    entry.append(contentsOf: value[start..<value.endIndex])
  }
}

extension StoredSavedAlbum {
  /// The album decoded, as it is or from its JSON; nil when it cannot be read.
  var decoded: SavedAlbum? {
    switch self {
    case .encoded(_, let json, let savedAt):
      (try? JSONDecoder().decode(Album.self, from: Data(json))).map {
        SavedAlbum(album: $0, savedAt: savedAt)
      }
    case .decoded(let saved): saved
    case .unreadable: nil
    }
  }
}
