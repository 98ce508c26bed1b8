/// A member of an album of a library file, in the order the file writes them (its keys sorted),
/// with the kind of value it holds: the one list both directions between a file's album and
/// the album's stored JSON follow (an export copying stored JSON, an import keeping a file's).
enum LibraryEntryMember: CaseIterable {
  case artist, artwork, genre, id, savedAt, title, trackCount, tracks, year

  /// The member's key.
  var name: String {
    switch self {
    case .artist: "artist"
    case .artwork: "artwork"
    case .genre: "genre"
    case .id: "id"
    case .savedAt: "savedAt"
    case .title: "title"
    case .trackCount: "trackCount"
    case .tracks: "tracks"
    case .year: "year"
    }
  }

  /// What the member's value is.
  var kind: Kind {
    switch self {
    case .artist, .genre, .savedAt, .title: .string
    case .id, .trackCount, .year: .number
    case .artwork: .object
    case .tracks: .array
    }
  }

  /// Whether an album lacks this member only when the file's album is not one.
  var isRequired: Bool { self == .id || self == .title || self == .savedAt || self == .tracks }

  /// Whether the album's stored JSON has it too (every member but the date it was saved).
  var isStored: Bool { self != .savedAt }

  /// What a member's value is: a damaged album whose bytes are still JSON is not copied.
  enum Kind {
    case string, number, object, array

    /// Whether a value of this kind may start with `byte`.
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
}
