import Foundation

/// A search text that passed the rules: trimmed, 3–200 characters, no control characters.
public struct SearchQuery: Hashable, Sendable {
  /// The fewest characters a query may have after trimming.
  public static let minimumLength = 3
  /// The most characters a query may have after trimming.
  public static let maximumLength = 200

  /// The trimmed text sent to the catalog.
  public let text: String

  /// Trims `raw` and checks it against the rules.
  public init(_ raw: String) throws(SearchQueryError) {
    let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw .controlCharacters
    }
    if trimmed.count < Self.minimumLength { throw .tooShort }
    if trimmed.count > Self.maximumLength { throw .tooLong }
    text = trimmed
  }
}

/// Why a search text was refused.
public enum SearchQueryError: Error, Hashable, Sendable {
  /// Fewer than `SearchQuery.minimumLength` characters after trimming.
  case tooShort
  /// More than `SearchQuery.maximumLength` characters after trimming.
  case tooLong
  /// Contains a tab, a line break inside the text, or another control character.
  case controlCharacters
}

/// How the catalog is asked: how many albums at most, and in which store country.
public struct SearchOptions: Hashable, Sendable {
  /// The limits the catalog accepts for `limit`.
  public static let limitRange = 1...200

  /// The most albums one search returns.
  public let limit: Int
  /// The store country as two upper-case letters, e.g. `US`.
  public let country: String

  /// The defaults: 50 albums from the US store.
  public init() {
    limit = 50
    country = "US"
  }

  /// Checks `limit` against `limitRange` and `country` for two ASCII letters (any case).
  public init(limit: Int, country: String) throws(SearchOptionsError) {
    guard Self.limitRange.contains(limit) else { throw .limitOutOfRange(limit) }
    guard country.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      throw .invalidCountry(country)
    }
    self.limit = limit
    self.country = country.uppercased()
  }
}

/// Why search options were refused.
public enum SearchOptionsError: Error, Hashable, Sendable {
  /// The limit is outside `SearchOptions.limitRange`.
  case limitOutOfRange(Int)
  /// The country is not two letters.
  case invalidCountry(String)
}
