import Foundation

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
