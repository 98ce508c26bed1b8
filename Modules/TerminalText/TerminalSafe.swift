import Foundation

/// The one sanitiser for text from outside (the catalog, the user, the command line, the
/// database, the environment) on its way to a terminal.
///
/// `clean` replaces, with a visible U+FFFD, everything that could drive a terminal or disguise
/// text: C0 and C1 controls (ESC, BEL and U+009B CSI among them), DEL, every bidirectional
/// control (the marks U+061C, U+200E, U+200F, the overrides and isolates U+202A–U+202E and
/// U+2066–U+2069: with them "gnp.exe" can read as "exe.png"), the deprecated format controls
/// U+206A–U+206F, the interlinear annotation characters U+FFF9–U+FFFB, the byte order mark
/// U+FEFF and the tag characters U+E0000–U+E007F (invisible text); the line and paragraph separators U+2028 and
/// U+2029 become a space in a value and a line break where lines are kept. `forTerminal` is the
/// last line of defence where text is written: it keeps only the escape sequences this program
/// itself writes.
public enum TerminalSafe {
  /// What stands in for a removed character.
  public static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Whether `scalar` must never reach a terminal from outside text.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x206F,
      0xFEFF, 0xFFF9...0xFFFB, 0xE0000...0xE007F:
      true
    default: false
    }
  }

  /// Whether `scalar` is U+2028 or U+2029, which break a line without being a line feed.
  public static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  /// Controls a check lets through.
  public enum Exemption: Sendable {
    /// None: every unsafe character counts.
    case none
    /// Line feed, carriage return and tab, the layout of text.
    case layout
    /// Every C0 control (U+0000–U+001F), e.g. in JSON, where they can only be layout.
    case c0

    func exempts(_ scalar: Unicode.Scalar) -> Bool {
      switch self {
      case .none: false
      case .layout: scalar == "\n" || scalar == "\r" || scalar == "\t"
      case .c0: scalar.value < 0x20
      }
    }
  }

  /// Whether `text` holds an unsafe character (see `isUnsafe`) that `exempt` does not let
  /// through. Reads the UTF-8 bytes: every unsafe character starts with a byte below 0x20, 0x7F,
  /// 0xC2 (U+0080–U+009F), 0xD8 (U+061C), 0xE2 (U+200E–U+202E, U+2066–U+206F), 0xEF (U+FEFF,
  /// U+FFF9–U+FFFB) or 0xF3 (the tags), so the rest of the text is passed over a byte at a time instead of being
  /// decoded scalar by scalar.
  public static func containsUnsafe(_ text: String, exempt: Exemption = .none) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { containsUnsafe(utf8: $0, exempt: exempt) }
      ?? containsUnsafeScalar(text, exempt: exempt)
  }

  /// `containsUnsafe` scalar by scalar: the reference its byte scan must agree with.
  static func containsUnsafeScalar(_ text: String, exempt: Exemption) -> Bool {
    text.unicodeScalars.contains { isUnsafe($0) && !exempt.exempts($0) }
  }

  /// `containsUnsafe(_:exempt:)` over UTF-8 bytes.
  package static func containsUnsafe(utf8 bytes: UnsafeBufferPointer<UInt8>, exempt: Exemption)
    -> Bool
  {
    var index = 0
    while index < bytes.count {
      // Eight bytes at a time while they are all printable ASCII, which most text is.
      if index + 8 <= bytes.count, isPrintableASCII(loadingEightBytesAt: index, of: bytes) {
        index += 8
        continue
      }
      if let scalar = unsafeScalar(at: index, in: bytes), !exempt.exempts(scalar) { return true }
      index += 1
    }
    return false
  }

  /// The unsafe character (see `isUnsafe`) whose UTF-8 sequence starts at `index`, else nil:
  /// a byte below 0x20 or 0x7F, or a longer sequence that `isUnsafe` names. A continuation byte
  /// (0x80–0xBF) never starts one, so a scan may move a byte at a time.
  public static func unsafeScalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Unicode.Scalar?
  {
    let byte = bytes[index]
    let length: Int
    switch byte {
    case 0x00..<0x20, 0x7F: return Unicode.Scalar(byte)
    case 0xC2, 0xD8: length = 2
    case 0xE2, 0xEF: length = 3
    case 0xF3: length = 4
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    var value = UInt32(byte) & (0xFF >> (length + 1))
    for offset in 1..<length {
      let continuation = bytes[index + offset]
      guard continuation & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(continuation & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value), isUnsafe(scalar) else { return nil }
    return scalar
  }

  /// Whether the eight bytes at `index` all lie in 0x20–0x7E (no control, DEL or UTF-8
  /// sequence), tested on one 64-bit word.
  /// Whether the eight bytes from `index` are all printable ASCII (0x20–0x7E); the caller
  /// checks that there are eight.
  public static func isPrintableASCII(
    loadingEightBytesAt index: Int, of bytes: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    let word = UInt64(
      littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // A byte below 0x20 borrows when 0x20 is taken from it; one of 0x7F or more has its high
    // bit set, or gains it when 1 is added (no carry leaves a byte below 0x7F).
    let below = (word &- 0x20 &* ones) & ~word & highBits
    let above = (word | (word &+ ones)) & highBits
    return below | above == 0
  }

  /// `text` with every unsafe character (see `isUnsafe`), line breaks included, replaced; a
  /// line or paragraph separator becomes a space, as the value is one line.
  public static func clean(_ text: String) -> String {
    clean(text, separator: " ")
  }

  /// A message for a person: each line cleaned, the line breaks kept, and a line or paragraph
  /// separator made a line break.
  public static func cleanLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { clean(String($0), separator: "\n") }.joined(separator: "\n")
  }

  private static func clean(_ text: String, separator: Unicode.Scalar) -> String {
    guard containsUnsafe(text) else { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { isSeparator($0) ? separator : isUnsafe($0) ? replacement : $0 }))
  }

  /// `text` as it may be written to a terminal: line breaks, carriage returns and tabs stay (a
  /// line or paragraph separator becomes a line break), and so do the sequences the program
  /// composes itself — SGR styling (`ESC [ … m`), erasing
  /// the spinner's line (`ESC [ … K`) and the pixel covers in `images` (see `DrawnImages`).
  /// Every other unsafe character is replaced, so a value that a screen forgot to `clean` still
  /// cannot set the clipboard, retitle the window or move text around.
  public static func forTerminal(_ text: String, trusting images: [String] = []) -> String {
    // Line breaks, returns and tabs alone come out as they are: no need to rebuild the text.
    guard containsUnsafe(text, exempt: .layout) else { return text }
    return forTerminalScalarByScalar(text, trusting: images)
  }

  /// `forTerminal` without its shortcut for text that needs no change.
  static func forTerminalScalarByScalar(_ text: String, trusting images: [String]) -> String {
    var result = String.UnicodeScalarView()
    var rest = Substring(text)
    while !images.isEmpty,
      let (image, range) = images.compactMap({ image in rest.range(of: image).map { (image, $0) } })
        .min(by: { $0.1.lowerBound < $1.1.lowerBound })
    {
      append(rest[..<range.lowerBound], to: &result)
      result.append(contentsOf: image.unicodeScalars)
      rest = rest[range.upperBound...]
    }
    append(rest, to: &result)
    return String(result)
  }

  private static func append(_ text: Substring, to result: inout String.UnicodeScalarView) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}", let end = ownSequenceEnd(scalars, from: index) {
        result.append(contentsOf: scalars[index...end])
        index = end + 1
        continue
      }
      let kept = scalar == "\n" || scalar == "\r" || scalar == "\t"
      result.append(
        kept || !isUnsafe(scalar) ? scalar : isSeparator(scalar) ? "\n" : replacement)
      index += 1
    }
  }

  /// The index of the final byte when an `ESC [ params final` sequence of ours starts at `start`.
  private static func ownSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 1 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var index = start + 2
    while index < scalars.count {
      let scalar = scalars[index]
      if ("0"..."9").contains(scalar) || scalar == ";" || scalar == ":" {
        index += 1
        continue
      }
      return scalar == "m" || scalar == "K" ? index : nil
    }
    return nil
  }
}
