import Domain
import Foundation

/// A library file's entry made from an album's JSON as `AlbumBounds.encoded` writes it, without
/// decoding it: the members an entry has copied in the entry's order (slashes unescaped, as the
/// file writes them), an absent one as null, and `savedAt` added. Byte for byte the entry
/// `LibraryArchiveStream` encodes of the same album, at the cost of a copy.
enum EncodedAlbumEntry {
  /// The entry of the album `json` saved at `savedAt`; nil when `json` is not one JSON object
  /// with an id, a title and tracks, each member of the kind an album's is.
  static func entry(json: [UInt8], savedAt: Date) -> [UInt8]? {
    json.withUnsafeBytes { bytes -> [UInt8]? in
      guard let outline = JSONOutline(bytes: bytes),
        LibraryEntryMember.allCases.allSatisfy({
          !$0.isRequired || !$0.isStored || outline.values[$0.name] != nil
        })
      else { return nil }
      var entry: [UInt8] = []
      entry.reserveCapacity(json.count + 64)
      entry.append(UInt8(ascii: "{"))
      for member in LibraryEntryMember.allCases {
        if entry.count > 1 { entry.append(UInt8(ascii: ",")) }
        entry.append(UInt8(ascii: "\""))
        entry.append(contentsOf: member.name.utf8)
        entry.append(contentsOf: #"":"#.utf8)
        guard member.isStored else {
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
        JSONSlashes.appendUnescaping(bytes[range], to: &entry)
      }
      entry.append(UInt8(ascii: "}"))
      return entry
    }
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
