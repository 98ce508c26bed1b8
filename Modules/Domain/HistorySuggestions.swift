/// The order in which remembered queries are offered while a person types.
public enum HistorySuggestions {
  /// Up to `limit` queries from `entries` (given newest first) for the typed `prefix`: first
  /// those that start with it, then those with a later word that starts with it, each group
  /// newest first, compared under `HistoryText.fold`, without duplicates. A blank prefix gives
  /// the newest queries.
  public static func rank(entries: [HistoryEntry], prefix: String, limit: Int) -> [String] {
    rank(queries: entries.map(\.query), prefix: prefix, limit: limit)
  }

  /// The same order over bare queries (given newest first).
  public static func rank(queries: [String], prefix: String, limit: Int) -> [String] {
    guard limit > 0 else { return [] }
    let wanted = Array(
      HistoryText.fold(String(prefix.drop(while: \.isWhitespace))).unicodeScalars)
    var seen: Set<String> = []
    var starting: [String] = []
    var wordStarting: [String] = []
    for query in queries {
      let key = HistoryText.fold(query)
      guard !seen.contains(key) else { continue }
      if starts(key.unicodeScalars[...], with: wanted) {
        seen.insert(key)
        starting.append(query)
        if starting.count == limit { return starting }
      } else if wordStarting.count < limit, hasWord(in: key, startingWith: wanted) {
        seen.insert(key)
        wordStarting.append(query)
      }
    }
    return Array((starting + wordStarting).prefix(limit))
  }

  /// Whether a word after the first in `key` begins a run equal to `wanted`.
  private static func hasWord(in key: String, startingWith wanted: [Unicode.Scalar]) -> Bool {
    let scalars = key.unicodeScalars
    var previousSeparates = false
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let separates = isSeparator(scalars[index])
      if previousSeparates && !separates && starts(scalars[index...], with: wanted) {
        return true
      }
      previousSeparates = separates
      index = scalars.index(after: index)
    }
    return false
  }

  private static func starts(
    _ scalars: Substring.UnicodeScalarView, with wanted: [Unicode.Scalar]
  ) -> Bool {
    var candidate = scalars.makeIterator()
    for scalar in wanted where candidate.next() != scalar {
      return false
    }
    return true
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
