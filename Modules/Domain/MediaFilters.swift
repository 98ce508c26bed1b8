/// How a media search asks the catalog: which kind, whether explicit items may come, the store
/// country and how many results at most. Kept per user until changed.
public struct MediaFilters: Hashable, Sendable {
  /// The limits the catalog accepts for `limit`.
  public static let limitRange = 1...200

  /// The defaults: songs, explicit allowed, the US store, 30 results.
  public static let defaults = MediaFilters(
    uncheckedMedia: .song, explicit: true, country: "US", limit: 30)

  /// The kind searched for.
  public let media: MediaKind
  /// Whether explicit items are allowed (`explicit=Yes`) or left out (`explicit=No`).
  public let explicit: Bool
  /// The store country as two upper-case ASCII letters, e.g. `US`.
  public let country: String
  /// The most results one search returns.
  public let limit: Int

  /// Checks `limit` against `limitRange` and `country` for two ASCII letters (any case, kept
  /// upper-case).
  public init(media: MediaKind, explicit: Bool, country: String, limit: Int)
    throws(MediaFiltersError)
  {
    guard country.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      throw .invalidCountry(country)
    }
    guard Self.limitRange.contains(limit) else { throw .limitOutOfRange(limit) }
    self.init(
      uncheckedMedia: media, explicit: explicit, country: country.uppercased(), limit: limit)
  }

  private init(uncheckedMedia media: MediaKind, explicit: Bool, country: String, limit: Int) {
    self.media = media
    self.explicit = explicit
    self.country = country
    self.limit = limit
  }
}

/// Why media filters were refused.
public enum MediaFiltersError: Error, Hashable, Sendable {
  /// The limit is outside `MediaFilters.limitRange`.
  case limitOutOfRange(Int)
  /// The country is not two ASCII letters.
  case invalidCountry(String)
}

/// Keeps each user's media filters until they change them.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state. The interactors that use it hold it strongly.
public protocol MediaFiltersStore: Sendable {
  /// The user's saved filters, or nil when they never set any (the defaults apply).
  func filters(for user: User.ID) async throws -> MediaFilters?
  /// Saves `filters` as the user's, replacing what was saved.
  func save(_ filters: MediaFilters, for user: User.ID) async throws
}
