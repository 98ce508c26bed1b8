import Domain
import Localization

/// What the filters screen shows; made by the presenter, printed by any front end.
public struct FiltersViewModel: Equatable, Sendable, Codable {
  /// The screen's title.
  public var title: String
  /// "Signed in as …", once the user is loaded.
  public var header: String?
  /// One row per filter, in `FiltersField` order, once loaded.
  public var rows: [FiltersRowViewModel] = []
  /// A note for the person: saved, or why a value was refused.
  public var message: String?
  /// What went wrong, when something did.
  public var failure: FailureNotice?
  /// The filters shown, in their script-friendly shape.
  public var document: FiltersDocument?

  /// Creates a view model with nothing loaded.
  public init(title: String) {
    self.title = title
  }
}

/// One filter, ready to print.
public struct FiltersRowViewModel: Equatable, Sendable, Codable {
  /// The filter.
  public let field: FiltersField
  /// Its localized name: "Media type".
  public let label: String
  /// Its value for people: "Movies", "yes", "US", "30".
  public let value: String
  /// What may be typed: "music, movie, ebook".
  public let choices: String

  /// Creates a row.
  public init(field: FiltersField, label: String, value: String, choices: String) {
    self.field = field
    self.label = label
    self.value = value
    self.choices = choices
  }
}

/// The filters for scripts: `{"media": "music"|"movie"|"ebook", "explicit": true|false,
/// "country": "US", "limit": 30}`.
public struct FiltersDocument: Equatable, Sendable, Codable {
  /// The kind's filter name.
  public let media: String
  /// Whether explicit items are allowed.
  public let explicit: Bool
  /// The store country.
  public let country: String
  /// The most results.
  public let limit: Int

  /// The document form of `filters`.
  public init(_ filters: MediaFilters) {
    media = filters.media.filterName
    explicit = filters.explicit
    country = filters.country
    limit = filters.limit
  }
}
