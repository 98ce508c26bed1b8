import Domain

/// An album of a library file read from its bytes when they are in the form an export writes
/// them (the members in order, no spaces, strings escaped as `JSONEncoder` escapes them with
/// slashes bare, whole numbers, absent values null or left out, none inside a track or an
/// artwork): the entry, and the album's stored JSON copied from the entry's bytes (`savedAt` and
/// the nulls left out, slashes escaped), byte for byte what `AlbumBounds.encoded` writes of it.
/// Any other bytes give nil, and the album is decoded as before: what this reads, `JSONDecoder`
/// reads the same.
struct LibraryEntryParser {
  private let bytes: UnsafeRawBufferPointer
  private var index: Int
  private let end: Int

  private static let entryKeys = LibraryEntryMember.allCases.map { Array($0.name.utf8) }
  private static let artworkKeys = ["sizedTemplate", "url"].map { Array($0.utf8) }
  private static let trackKeys = [
    "artist", "disc", "durationSeconds", "number", "previewURL", "title",
  ]
  .map { Array($0.utf8) }

  /// The entry at `range` of `bytes` with its album's stored JSON; nil when the bytes are not in
  /// the export's form.
  static func parse(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>)
    -> (entry: LibraryArchive.Entry, storedJSON: [UInt8])?
  {
    var parser = Self(bytes: bytes, index: range.lowerBound, end: range.upperBound)
    return parser.entry()
  }

  private init(bytes: UnsafeRawBufferPointer, index: Int, end: Int) {
    self.bytes = bytes
    self.index = index
    self.end = end
  }

  private mutating func entry() -> (LibraryArchive.Entry, [UInt8])? {
    var id: Int64?
    var title: String?
    var artist: String?
    var year: Int?
    var genre: String?
    var artwork: ArtworkReference?
    var trackCount: Int?
    var savedAt: String?
    var tracks: [Track]?
    var stored: [UInt8] = [UInt8(ascii: "{")]
    stored.reserveCapacity(end - index)
    let read = object(keys: Self.entryKeys) { parser, key in
      let member = LibraryEntryMember.allCases[key]
      // The member's bytes from its key on, for the stored JSON.
      let start = parser.index - Self.entryKeys[key].count - 3
      if !member.isRequired, parser.null() { return true }
      let isValue: Bool
      switch member {
      case .artist:
        artist = parser.string()
        isValue = artist != nil
      case .artwork:
        artwork = parser.artwork()
        isValue = artwork != nil
      case .genre:
        genre = parser.string()
        isValue = genre != nil
      case .id:
        id = parser.integer(as: Int64.self)
        isValue = id != nil
      case .savedAt:
        savedAt = parser.string()
        isValue = savedAt != nil
      case .title:
        title = parser.string()
        isValue = title != nil
      case .trackCount:
        trackCount = parser.integer(as: Int.self)
        isValue = trackCount != nil
      case .tracks:
        tracks = parser.tracks()
        isValue = tracks != nil
      case .year:
        year = parser.integer(as: Int.self)
        isValue = year != nil
      }
      if isValue, member.isStored {
        if stored.count > 1 { stored.append(UInt8(ascii: ",")) }
        JSONSlashes.appendEscaping(parser.bytes[start..<parser.index], to: &stored)
      }
      return isValue
    }
    guard read, index == end, let id, let title, let savedAt, let tracks else { return nil }
    stored.append(UInt8(ascii: "}"))
    let entry = LibraryArchive.Entry(
      id: id, title: title, artist: artist, year: year, genre: genre, artwork: artwork,
      trackCount: trackCount, savedAt: savedAt, tracks: tracks)
    return (entry, stored)
  }

  private mutating func artwork() -> ArtworkReference? {
    var sizedTemplate: String?
    var url: String?
    let read = object(keys: Self.artworkKeys) { parser, key in
      let text = parser.string()
      if key == 0 { sizedTemplate = text } else { url = text }
      return text != nil
    }
    guard read, let url else { return nil }
    return ArtworkReference(url: url, sizedTemplate: sizedTemplate)
  }

  private mutating func tracks() -> [Track]? {
    guard take(UInt8(ascii: "[")) else { return nil }
    var tracks: [Track] = []
    if take(UInt8(ascii: "]")) { return tracks }
    repeat {
      guard let track = track() else { return nil }
      tracks.append(track)
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "]")) ? tracks : nil
  }

  private mutating func track() -> Track? {
    var artist: String?
    var disc: Int?
    var durationSeconds: Int?
    var number: Int?
    var previewURL: String?
    var title: String?
    let read = object(keys: Self.trackKeys) { parser, key in
      switch key {
      case 0:
        artist = parser.string()
        return artist != nil
      case 1:
        disc = parser.integer(as: Int.self)
        return disc != nil
      case 2:
        durationSeconds = parser.integer(as: Int.self)
        return durationSeconds != nil
      case 3:
        number = parser.integer(as: Int.self)
        return number != nil
      case 4:
        previewURL = parser.string()
        return previewURL != nil
      default:
        title = parser.string()
        return title != nil
      }
    }
    guard read, let disc, let number, let title else { return nil }
    return Track(
      disc: disc, number: number, title: title, durationSeconds: durationSeconds,
      previewURL: previewURL, artist: artist)
  }

  /// An object whose keys are some of `keys`, each once and in their order, each value read by
  /// `value` (false when it is not one); false when the bytes are not such an object.
  private mutating func object(
    keys: [[UInt8]], value: (inout Self, Int) -> Bool
  ) -> Bool {
    guard take(UInt8(ascii: "{")) else { return false }
    if take(UInt8(ascii: "}")) { return true }
    var next = 0
    repeat {
      guard take(UInt8(ascii: "\"")) else { return false }
      let start = index
      while index < end, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
        index += 1
      }
      let name = bytes[start..<index]
      guard take(UInt8(ascii: "\"")), take(UInt8(ascii: ":")),
        let key = keys[next...].firstIndex(where: { $0.elementsEqual(name) }),
        value(&self, key)
      else { return false }
      next = key + 1
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "}"))
  }

  /// A string escaped as `JSONEncoder` escapes it, slashes bare, in valid UTF-8.
  private mutating func string() -> String? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = index
    var escaped = false
    while index < end {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 { return nil }
      if byte == UInt8(ascii: "\\") {
        guard let length = Self.escapeLength(bytes[index..<min(index + 6, end)]) else {
          return nil
        }
        escaped = true
        index += length
      } else {
        index += 1
      }
    }
    guard index < end else { return nil }
    let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
    index += 1
    guard escaped else {
      return String(validating: raw.assumingMemoryBound(to: UInt8.self), as: UTF8.self)
    }
    return String(validating: Self.unescaped(raw), as: UTF8.self)
  }

  /// How many bytes the escape starting `text` takes when it is one `JSONEncoder` writes:
  /// `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, or `\u00xx` (lowercase) for another control.
  private static func escapeLength(_ text: Slice<UnsafeRawBufferPointer>) -> Int? {
    guard text.count >= 2 else { return nil }
    switch text[text.startIndex + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return 2
    case UInt8(ascii: "u"): break
    default: return nil
    }
    guard text.count == 6,
      text[text.startIndex + 2] == UInt8(ascii: "0"),
      text[text.startIndex + 3] == UInt8(ascii: "0"),
      let high = lowercaseHex(text[text.startIndex + 4]), high < 2,
      let low = lowercaseHex(text[text.startIndex + 5]),
      ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains(high * 16 + low)
    else { return nil }
    return 6
  }

  private static func lowercaseHex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }

  /// `text`, whose escapes `escapeLength` accepted, with each escape replaced by its byte.
  private static func unescaped(_ text: UnsafeRawBufferPointer) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    var index = 0
    while index < text.count {
      guard text[index] == UInt8(ascii: "\\") else {
        result.append(text[index])
        index += 1
        continue
      }
      switch text[index + 1] {
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "u"):
        result.append(
          (lowercaseHex(text[index + 4]) ?? 0) * 16 + (lowercaseHex(text[index + 5]) ?? 0))
        index += 4
      default: result.append(text[index + 1])
      }
      index += 2
    }
    return result
  }

  /// A whole number as `JSONEncoder` writes one (no fraction, exponent or leading zero) that
  /// fits `Number`, followed by what may follow a value.
  private mutating func integer<Number: FixedWidthInteger & SignedInteger>(as: Number.Type)
    -> Number?
  {
    let negative = take(UInt8(ascii: "-"))
    let start = index
    var value: Number = 0
    while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      let digit = Number(bytes[index] - UInt8(ascii: "0"))
      let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowAgain) =
        negative ? tens.subtractingReportingOverflow(digit) : tens.addingReportingOverflow(digit)
      guard !overflow, !overflowAgain else { return nil }
      value = next
      index += 1
    }
    let digits = index - start
    guard digits > 0, bytes[start] != UInt8(ascii: "0") || (digits == 1 && !negative),
      endsValue
    else { return nil }
    return value
  }

  /// `null` followed by what may follow a value, taken; false, and nothing taken, otherwise.
  private mutating func null() -> Bool {
    guard end - index >= 4, bytes[index..<index + 4].elementsEqual("null".utf8) else {
      return false
    }
    index += 4
    guard endsValue else {
      index -= 4
      return false
    }
    return true
  }

  /// Whether the next byte may follow a value in the export's form.
  private var endsValue: Bool {
    guard index < end else { return false }
    switch bytes[index] {
    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"): return true
    default: return false
    }
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard index < end, bytes[index] == byte else { return false }
    index += 1
    return true
  }
}
