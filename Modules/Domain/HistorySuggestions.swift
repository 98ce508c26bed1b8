/// The order in which remembered queries are offered while a person types.
public enum HistorySuggestions {
  /// Up to `limit` entries from `entries` (given newest first) for the typed `prefix`: first
  /// those whose query starts with it, then those with a later word that starts with it, each
  /// group newest first, compared under `HistoryText.fold`, one entry per text (the newest, of
  /// whichever kind). Words are separated by whitespace and punctuation. A blank prefix gives the
  /// newest entries.
  public static func rank(entries: [HistoryEntry], prefix: String, limit: Int) -> [HistoryEntry] {
    rank(entries, text: \.query, prefix: prefix, limit: limit)
  }

  /// The same order over bare queries (given newest first).
  public static func rank(queries: [String], prefix: String, limit: Int) -> [String] {
    rank(queries, text: \.self, prefix: prefix, limit: limit)
  }

  private static func rank<Item>(
    _ items: [Item], text: (Item) -> String, prefix: String, limit: Int
  ) -> [Item] {
    guard limit > 0 else { return [] }
    let wanted = Array(HistoryText.fold(String(prefix.drop(while: \.isWhitespace))).utf8)
    var key: [UInt8] = []
    var chosenKeys: Set<[UInt8]> = []
    var starting: [Item] = []
    var wordStarting: [Item] = []
    for item in items {
      key.removeAll(keepingCapacity: true)
      HistoryText.appendFolded(text(item), to: &key)
      let startsWithPrefix = key.starts(with: wanted)
      guard
        startsWithPrefix || (wordStarting.count < limit && hasWord(in: key, startingWith: wanted))
      else { continue }
      guard chosenKeys.insert(key).inserted else { continue }
      if startsWithPrefix {
        starting.append(item)
        if starting.count == limit { return starting }
      } else {
        wordStarting.append(item)
      }
    }
    return Array((starting + wordStarting).prefix(limit))
  }

  /// Whether a word after the first in the UTF-8 text `key` begins with the bytes `wanted`.
  private static func hasWord(in key: [UInt8], startingWith wanted: [UInt8]) -> Bool {
    guard let first = wanted.first, !separates(wanted, at: 0) else { return false }
    // Only places holding the first wanted byte can match, so look for those and then check
    // that a separator comes just before; a lead byte never equals a continuation byte.
    var index = 1
    while index < key.count {
      if key[index] == first && key[index...].starts(with: wanted) {
        var previous = index - 1
        while previous > 0 && key[previous] & 0xC0 == 0x80 { previous -= 1 }
        if separates(key, at: previous) { return true }
      }
      index += 1
    }
    return false
  }

  /// Whether the character whose UTF-8 form starts at `index` of `bytes` separates words.
  private static func separates(_ bytes: [UInt8], at index: Int) -> Bool {
    let lead = bytes[index]
    if lead < 0x80 { return isASCIISeparator(lead) }
    // U+00C0–U+017F and U+0400–U+047F: Latin and Cyrillic letters, and × ÷, never separators.
    if (0xC3...0xC5).contains(lead) || lead == 0xD0 || lead == 0xD1 { return false }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length where index + offset < bytes.count {
      value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    return Unicode.Scalar(value).map(isSeparator) ?? false
  }

  /// `isSeparator` for ASCII, spelled out to spare the Unicode tables: the whitespace (tab to
  /// carriage return, space) and the punctuation !"#%&'()*,-./:;?@[\]_{}.
  private static func isASCIISeparator(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x09...0x0D, 0x20...0x23, 0x25...0x2A, 0x2C...0x2F, 0x3A, 0x3B, 0x3F, 0x40, 0x5B...0x5D,
      0x5F, 0x7B, 0x7D:
      true
    default:
      false
    }
  }

  private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isWhitespace { return true }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return true
    default:
      return false
    }
  }
}
