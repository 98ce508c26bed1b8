import Domain
import Foundation

/// One filter a person can change.
public enum FiltersField: String, Hashable, Sendable, Codable, CaseIterable {
  /// The kind searched: `music`, `movie` or `ebook`.
  case media
  /// Explicit items allowed: `yes` or `no`.
  case explicit
  /// The store country: two letters.
  case country
  /// The most results: 1–200.
  case limit
}

/// New values for some filters, each already read from its text; the others stay as they are.
public struct FiltersChange: Hashable, Sendable {
  /// The new kind, when given.
  public var media: MediaKind?
  /// The new explicit setting, when given.
  public var explicit: Bool?
  /// The new country, when given (checked when applied).
  public var country: String?
  /// The new limit, when given (checked when applied).
  public var limit: Int?

  /// Reads `values` as typed (words in any case, surrounding spaces ignored); throws for the
  /// first field, in `FiltersField` order, whose value cannot be used.
  public init(_ values: [FiltersField: String]) throws(FiltersChangeError) {
    for field in FiltersField.allCases {
      guard let raw = values[field] else { continue }
      let text = raw.trimmingCharacters(in: .whitespaces)
      switch field {
      case .media:
        guard
          let kind = MediaKind(filterName: text.lowercased()) ?? Self.kindWords[text.lowercased()]
        else { throw FiltersChangeError(field: field, value: raw) }
        media = kind
      case .explicit:
        guard let allowed = Self.explicitWords[text.lowercased()] else {
          throw FiltersChangeError(field: field, value: raw)
        }
        explicit = allowed
      case .country:
        country = text
      case .limit:
        guard let number = Int(text) else { throw FiltersChangeError(field: field, value: raw) }
        limit = number
      }
    }
    // Country and limit follow the same rules as every saved filter.
    do {
      _ = try apply(to: .defaults)
    } catch .invalidCountry {
      throw FiltersChangeError(field: .country, value: values[.country] ?? "")
    } catch {
      throw FiltersChangeError(field: .limit, value: values[.limit] ?? "")
    }
  }

  /// The words a screen shows for yes and no, in either language, and what they mean.
  private static let explicitWords: [String: Bool] = [
    FiltersPhrase.yes.english: true, FiltersPhrase.yes.russian: true,
    FiltersPhrase.no.english: false, FiltersPhrase.no.russian: false,
  ]

  /// The words in brackets after a kind's filter name as a screen shows it (`movie (фильмы)`),
  /// whole and by their last word (`книги` of `электронные книги`), in either language.
  private static let kindWords: [String: MediaKind] = {
    var words: [String: MediaKind] = [:]
    for (kind, phrase) in [
      (MediaKind.song, FiltersPhrase.song), (.movie, .movie), (.ebook, .ebook),
    ] {
      for shown in [phrase.english, phrase.russian] {
        guard let open = shown.firstIndex(of: "("), let close = shown.lastIndex(of: ")") else {
          continue
        }
        let inside = shown[shown.index(after: open)..<close].lowercased()
        words[inside] = kind
        if let last = inside.split(separator: " ").last { words[String(last)] = kind }
      }
    }
    return words
  }()

  /// `filters` with this change made.
  public func apply(to filters: MediaFilters) throws(MediaFiltersError) -> MediaFilters {
    try MediaFilters(
      media: media ?? filters.media, explicit: explicit ?? filters.explicit,
      country: country ?? filters.country, limit: limit ?? filters.limit)
  }
}

/// A filter value that cannot be used, as it was typed.
public struct FiltersChangeError: Error, Hashable, Sendable {
  /// The filter.
  public let field: FiltersField
  /// What was typed for it.
  public let value: String

  /// Creates the error.
  public init(field: FiltersField, value: String) {
    self.field = field
    self.value = value
  }
}

extension FiltersChangeError {
  /// The sentence that says why the value was refused (its `{value}` is the typed text).
  public var phrase: FiltersPhrase {
    switch field {
    case .media: .invalidMedia
    case .explicit: .invalidExplicit
    case .country: .invalidCountry
    case .limit: .invalidLimit
    }
  }
}
