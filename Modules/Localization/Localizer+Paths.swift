import Foundation

extension Localizer {
  /// A path as a message shows it: as it is, unless it holds a character that prints nothing
  /// (a line break, a control, a bidirectional mark, another format character): then as one
  /// shell word in ANSI-C quotes (`$'/tmp/a\nb'`), so the message stays on its line, the path
  /// reads exactly, and it pastes into a shell. A path reached through a symlink, which the
  /// store names `link → target`, is shown a side at a time.
  public static func shownPath(_ path: String) -> String {
    path.components(separatedBy: symlinkArrow).map { side in
      side.unicodeScalars.contains(where: isUnprinted) ? ansiCQuoted(side) : side
    }.joined(separator: symlinkArrow)
  }

  /// The file a suggested `chmod`/`chown` applies to, quoted for a POSIX shell when it needs to
  /// be: for a path reached through a symlink, the target, so the command can be pasted as is.
  /// A relative path starting with `-` is written `./-…`, so the command does not take it for
  /// an option.
  static func fixTarget(_ path: String) -> String {
    let arrow = path.range(of: symlinkArrow, options: .backwards)
    let target = arrow.map { String(path[$0.upperBound...]) } ?? path
    return shellQuoted(target.hasPrefix("-") ? "./" + target : target)
  }

  /// How the store joins a symlink and the file it leads to.
  private static let symlinkArrow = " → "

  /// `text` as one shell word: as it is when every character is plainly safe, in ANSI-C quotes
  /// when one prints nothing, else in single quotes (a quote inside written as `'\''`).
  static func shellQuoted(_ text: String) -> String {
    if text.unicodeScalars.contains(where: isUnprinted) { return ansiCQuoted(text) }
    let plain = text.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "/._-+,:@%=".unicodeScalars.contains(scalar))
    }
    if plain && !text.isEmpty { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Whether `scalar` prints nothing a person could read back: a control (C0, DEL, C1), a
  /// format character (bidirectional marks and overrides, the byte order mark, tags, joiners),
  /// a line or paragraph separator, or an unassigned code point.
  private static func isUnprinted(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate: true
    default: false
    }
  }

  /// `text` in `$'…'`, as bash, zsh and ksh read it: a backslash and a quote escaped, a tab,
  /// line feed and carriage return by name, other unprinted characters by their code point.
  private static func ansiCQuoted(_ text: String) -> String {
    var quoted = "$'"
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": quoted += "\\\\"
      case "'": quoted += "\\'"
      case "\t": quoted += "\\t"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case _ where !isUnprinted(scalar): quoted.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x80: quoted += "\\x" + hex(scalar.value, digits: 2)
      case _ where scalar.value <= 0xFFFF: quoted += "\\u" + hex(scalar.value, digits: 4)
      default: quoted += "\\U" + hex(scalar.value, digits: 8)
      }
    }
    return quoted + "'"
  }

  /// `value` in upper-case hexadecimal, padded with zeros to `digits`.
  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
