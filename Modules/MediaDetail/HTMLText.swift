import Domain

/// The catalog's HTML descriptions (`<br />`, `<p>`, `<b>`, `&amp;` …) as plain text: line and
/// paragraph breaks kept, every other tag dropped, character references decoded; control
/// characters a reference or the text carries are left out, so nothing can drive a terminal.
/// Takes time in proportion to the description's length, which it first caps
/// (`CatalogText.maximumDescriptionScalars`).
public enum HTMLText {
  /// `html` as plain text: `<br>` and U+2028 a line break, `<p>`, `</p>` and U+2029 a paragraph
  /// break (one empty line), runs of spaces and source line breaks one space, at most one empty
  /// line in a row.
  public static func plain(_ html: String) -> String {
    let html = CatalogText.capped(html, to: CatalogText.maximumDescriptionScalars)
    var text = ""
    var index = html.startIndex
    // A `<` after the last `>` starts no tag: without this, each would search the rest anew.
    let lastClose = html.lastIndex(of: ">") ?? html.startIndex
    while index < html.endIndex {
      let character = html[index]
      if character == "<", index < lastClose, let close = html[index...].firstIndex(of: ">") {
        text += breakFor(tag: html[html.index(after: index)..<close])
        index = html.index(after: close)
      } else if character == "&", let (decoded, next) = reference(in: html, at: index) {
        text += decoded
        index = next
      } else {
        text.append(character)
        index = html.index(after: index)
      }
    }
    return tidy(text)
  }

  /// `\n` for a line break, `\n\n` for a paragraph, "" for any other tag.
  private static func breakFor(tag: Substring) -> String {
    let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
    switch name {
    case "br": return "\u{0}"
    case "p", "div": return "\u{0}\u{0}"
    case "li": return "\u{0}• "
    default: return ""
    }
  }

  /// The character a reference such as `&amp;`, `&#39;` or `&#x27;` stands for, and where the
  /// text goes on; nil when `&` starts no reference.
  private static func reference(in html: String, at start: String.Index) -> (String, String.Index)?
  {
    guard let semicolon = html[start...].prefix(12).firstIndex(of: ";") else { return nil }
    let body = html[html.index(after: start)..<semicolon]
    let next = html.index(after: semicolon)
    if body.hasPrefix("#") {
      let digits = body.dropFirst()
      let value =
        digits.first == "x" || digits.first == "X"
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, let scalar = Unicode.Scalar(value) else { return nil }
      return (isControl(scalar) ? "" : String(Character(scalar)), next)
    }
    guard let named = named[String(body)] else { return nil }
    return (named, next)
  }

  private static let named: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    "mdash": "—", "ndash": "–", "hellip": "…", "laquo": "«", "raquo": "»", "copy": "©",
    "reg": "®", "trade": "™", "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“",
  ]

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whitespace folded, controls dropped, the marked breaks made real, ends trimmed.
  private static func tidy(_ text: String) -> String {
    var lines: [String] = [""]
    for scalar in text.unicodeScalars {
      if scalar == "\u{0}" || scalar == "\u{2028}" {
        lines.append("")
      } else if scalar == "\u{2029}" {
        lines += ["", ""]
      } else if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
        if let last = lines.last?.unicodeScalars.last, last != " " {
          lines[lines.count - 1].append(" ")
        }
      } else if !isControl(scalar) {
        lines[lines.count - 1].unicodeScalars.append(scalar)
      }
    }
    var result: [String] = []
    for line in lines.map({ $0.trimmingSpaces() }) {
      if line.isEmpty, result.last?.isEmpty ?? true { continue }
      result.append(line)
    }
    while result.last?.isEmpty == true { result.removeLast() }
    return result.joined(separator: "\n")
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
