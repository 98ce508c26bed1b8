/// Looks at what a program wrote to a terminal: colour sequences and drawn rows.
public enum TerminalOutput {
  /// The parameters of every SGR sequence (`ESC [ … m`) in `text`, e.g. `["38;2;1;2;3", "0"]`.
  public static func sgrParameters(_ text: String) -> [String] {
    var found: [String] = []
    var rest = Substring(text)
    while let escape = rest.range(of: "\u{1B}[") {
      let body = rest[escape.upperBound...]
      guard let end = body.firstIndex(where: { !"0123456789;".contains($0) }) else { break }
      if body[end] == "m" { found.append(String(body[..<end])) }
      rest = body[end...]
    }
    return found
  }

  /// Whether `text` sets a foreground or background colour (SGR 30–49 or 90–107).
  public static func setsColor(_ text: String) -> Bool {
    sgrParameters(text).contains { parameters in
      parameters.split(separator: ";").compactMap { Int($0) }.contains {
        (30...49).contains($0) || (90...107).contains($0)
      }
    }
  }

  /// `text` without its `ESC [ … final` sequences.
  public static func stripped(_ text: String) -> String {
    var result = ""
    var escaping = false
    var sawBracket = false
    for scalar in text.unicodeScalars {
      if escaping {
        if !sawBracket {
          sawBracket = true
          if scalar != "[" { escaping = false }
        } else if (0x40...0x7E).contains(scalar.value) {
          escaping = false
        }
      } else if scalar == "\u{1B}" {
        escaping = true
        sawBracket = false
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `line` holds a drawn cell: a block element (U+2580–U+259F).
  public static func hasBlocks<S: StringProtocol>(_ line: S) -> Bool {
    line.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }
  }
}
