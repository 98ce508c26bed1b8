import Domain
import Foundation

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
