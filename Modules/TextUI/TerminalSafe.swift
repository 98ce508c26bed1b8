import Foundation

/// The one sanitiser for text from outside (the catalog, the user, the command line, the
/// database, the environment) on its way to a terminal.
///
/// `clean` replaces, with a visible U+FFFD, everything that could drive a terminal or disguise
/// text: C0 and C1 controls (ESC, BEL and U+009B CSI among them), DEL, and the bidirectional
/// overrides and isolates U+202A–U+202E and U+2066–U+2069 (with them "gnp.exe" can read as
/// "exe.png"). `forTerminal` is the last line of defence where text is written: it keeps only
/// the escape sequences this program itself writes.
public enum TerminalSafe {
  /// What stands in for a removed character.
  public static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// Whether `scalar` must never reach a terminal from outside text.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with every unsafe character (see `isUnsafe`), line breaks included, replaced.
  public static func clean(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.map { isUnsafe($0) ? replacement : $0 }))
  }

  /// A message for a person: each line cleaned, the line breaks kept.
  public static func cleanLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { clean(String($0)) }
      .joined(separator: "\n")
  }

  /// `text` as it may be written to a terminal: line breaks, carriage returns and tabs stay,
  /// and so do the sequences the program composes itself — SGR styling (`ESC [ … m`), erasing
  /// the spinner's line (`ESC [ … K`) and the pixel covers in `images` (see `DrawnImages`).
  /// Every other unsafe character is replaced, so a value that a screen forgot to `clean` still
  /// cannot set the clipboard, retitle the window or move text around.
  public static func forTerminal(_ text: String, trusting images: [String] = []) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
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
      result.append(kept || !isUnsafe(scalar) ? scalar : replacement)
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
