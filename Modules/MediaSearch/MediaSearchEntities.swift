import Domain
import Foundation

/// A media search text that passed the rules: trimmed, 3–200 characters, no control characters.
public struct MediaQuery: Hashable, Sendable {
  /// The fewest characters a query may have after trimming.
  public static let minimumLength = 3
  /// The most characters a query may have after trimming.
  public static let maximumLength = 200

  /// The trimmed text sent to the catalog.
  public let text: String

  /// Trims `raw` and checks it against the rules.
  public init(_ raw: String) throws(MediaQueryError) {
    let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw .controlCharacters
    }
    if trimmed.count < Self.minimumLength { throw .tooShort }
    if trimmed.count > Self.maximumLength { throw .tooLong }
    text = trimmed
  }
}

/// Why a media search text was refused.
public enum MediaQueryError: Error, Hashable, Sendable {
  /// Fewer than `MediaQuery.minimumLength` characters after trimming.
  case tooShort
  /// More than `MediaQuery.maximumLength` characters after trimming.
  case tooLong
  /// Contains a control character.
  case controlCharacters
}

/// Filters given for one search (`musiclib search --media movie --explicit no`), each replacing
/// the user's saved one; what is not given comes from the saved filters.
public struct MediaSearchOverrides: Hashable, Sendable {
  /// The kind to search, when given.
  public var media: MediaKind?
  /// Whether explicit items may come, when given.
  public var explicit: Bool?
  /// The store country (checked), when given.
  public var country: String?
  /// The most results (checked), when given.
  public var limit: Int?

  /// Overrides for the filters given; none by default.
  public init(
    media: MediaKind? = nil, explicit: Bool? = nil, country: String? = nil, limit: Int? = nil
  ) {
    self.media = media
    self.explicit = explicit
    self.country = country
    self.limit = limit
  }

  /// `filters` with these overrides.
  public func apply(to filters: MediaFilters) throws(MediaFiltersError) -> MediaFilters {
    try MediaFilters(
      media: media ?? filters.media, explicit: explicit ?? filters.explicit,
      country: country ?? filters.country, limit: limit ?? filters.limit)
  }
}
