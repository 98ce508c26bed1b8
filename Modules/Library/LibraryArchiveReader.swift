import Domain
import Foundation

/// A library file read a few albums at a time: its format and version are checked and each
/// album's place in it found before any album is decoded, so an import holds the file and one
/// batch of albums, not the whole library twice. An album in the form an export writes is read
/// by `LibraryEntryParser`, which keeps its stored JSON; any other by `JSONDecoder`.
struct LibraryArchiveReader {
  /// An album of the file, with its stored JSON when it was in the export's form.
  typealias Album = (entry: LibraryArchive.Entry, storedJSON: [UInt8]?)

  /// How many albums `nextBatch` reads at once.
  static let batchSize = 500

  private let contents: Data
  private let albums: [Range<Int>]
  private var next = 0

  /// How many albums the file holds.
  var count: Int { albums.count }

  /// Reads the file's outline; throws `LibraryArchiveProblem` naming the first thing wrong with
  /// it that shows before its albums are decoded.
  init(_ contents: Data) throws(LibraryArchiveProblem) {
    guard contents.count <= LibraryArchive.maximumBytes else {
      throw .tooLarge(limitBytes: LibraryArchive.maximumBytes)
    }
    guard let outline = contents.withUnsafeBytes({ JSONOutline(bytes: $0) }),
      let formatRange = outline.values["format"],
      (try? JSONDecoder().decode(String.self, from: Self.part(contents, formatRange)))
        == LibraryArchive.formatName
    else { throw .notALibrary }
    guard let versionRange = outline.values["version"],
      let version = try? JSONDecoder().decode(Int.self, from: Self.part(contents, versionRange))
    else { throw .notALibrary }
    guard version == LibraryArchive.currentVersion else { throw .unsupportedVersion(version) }
    guard let albums = outline.elements else { throw .notALibrary }
    guard albums.count <= LibraryArchive.maximumAlbums else {
      throw .tooManyAlbums(limit: LibraryArchive.maximumAlbums)
    }
    self.contents = contents
    self.albums = albums
  }

  /// The next albums of the file, in order (nil after the last); throws `.notALibrary` for an
  /// album that is not one.
  mutating func nextBatch() throws(LibraryArchiveProblem) -> [Album]? {
    guard next < albums.count else { return nil }
    let end = min(next + Self.batchSize, albums.count)
    defer { next = end }
    let decoder = JSONDecoder()
    var batch: [Album] = []
    batch.reserveCapacity(end - next)
    for range in albums[next..<end] {
      if let parsed = contents.withUnsafeBytes({ LibraryEntryParser.parse($0, range) }) {
        batch.append(parsed)
        continue
      }
      guard
        let entry = try? decoder.decode(
          LibraryArchive.Entry.self, from: Self.part(contents, range))
      else { throw .notALibrary }
      batch.append((entry, nil))
    }
    return batch
  }

  /// The bytes of `contents` at `range`, counted from its start.
  private static func part(_ contents: Data, _ range: Range<Int>) -> Data {
    contents[(contents.startIndex + range.lowerBound)..<(contents.startIndex + range.upperBound)]
  }
}

/// Where the values of a JSON object's keys lie, and the elements of its `albums` array, found
/// by skipping strings and brackets; each part is decoded (and so checked) on its own.
struct JSONOutline {
  /// The byte range of each key's value.
  var values: [String: Range<Int>] = [:]
  /// The byte range of each element of `albums`, when it is an array.
  var elements: [Range<Int>]?

  private let bytes: UnsafeRawBufferPointer
  private var index = 0

  /// The outline of `bytes`; nil when they are not one JSON object.
  init?(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
    skipSpace()
    guard take(UInt8(ascii: "{")) else { return nil }
    skipSpace()
    if take(UInt8(ascii: "}")) {
      guard finished() else { return nil }
      return
    }
    while true {
      skipSpace()
      let keyStart = index
      guard peek == UInt8(ascii: "\""), skipString() else { return nil }
      let key = String(decoding: bytes[(keyStart + 1)..<(index - 1)], as: UTF8.self)
      skipSpace()
      guard take(UInt8(ascii: ":")) else { return nil }
      skipSpace()
      let valueStart = index
      if key == "albums", peek == UInt8(ascii: "[") {
        guard let found = arrayElements() else { return nil }
        elements = found
      } else if !skipValue() {
        return nil
      }
      values[key] = valueStart..<index
      skipSpace()
      if take(UInt8(ascii: ",")) { continue }
      guard take(UInt8(ascii: "}")), finished() else { return nil }
      return
    }
  }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard peek == byte else { return false }
    index += 1
    return true
  }

  private mutating func finished() -> Bool {
    skipSpace()
    return index == bytes.count
  }

  private mutating func skipSpace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  /// Past the string starting here, its escapes included.
  private mutating func skipString() -> Bool {
    index += 1
    while let byte = peek {
      index += 1
      if byte == UInt8(ascii: "\\") {
        index += 1
      } else if byte == UInt8(ascii: "\"") {
        return true
      }
    }
    return false
  }

  /// Past the value starting here: a string, an object or array (by its brackets), or a word.
  private mutating func skipValue() -> Bool {
    guard let first = peek else { return false }
    if first == UInt8(ascii: "\"") { return skipString() }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
      var depth = 0
      while let byte = peek {
        switch byte {
        case UInt8(ascii: "\""):
          guard skipString() else { return false }
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
        default: break
        }
        index += 1
        if depth == 0 { return true }
      }
      return false
    }
    let start = index
    while let byte = peek,
      ![
        UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A,
        0x0D, 0x09,
      ].contains(byte)
    {
      index += 1
    }
    return index > start
  }

  /// The ranges of the elements of the array starting here, and past it.
  private mutating func arrayElements() -> [Range<Int>]? {
    index += 1
    var ranges: [Range<Int>] = []
    skipSpace()
    if take(UInt8(ascii: "]")) { return ranges }
    while true {
      skipSpace()
      let start = index
      guard skipValue() else { return nil }
      ranges.append(start..<index)
      skipSpace()
      if take(UInt8(ascii: ",")) { continue }
      return take(UInt8(ascii: "]")) ? ranges : nil
    }
  }
}
