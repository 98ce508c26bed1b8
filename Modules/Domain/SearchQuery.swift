import Foundation

/// A search text that passed the rules: trimmed, at least 3 characters and at most 200 Unicode
/// scalars, no control characters. The one rule of every search (albums, tracks, media).
public struct SearchQuery: Hashable, Sendable {
  /// The fewest characters (graphemes) a query may have after trimming.
  public static let minimumLength = 3
  /// The most Unicode scalars a query may have after trimming: counted in graphemes, any number
  /// of combining marks would make one character.
  public static let maximumLength = 200

  /// The trimmed text sent to the catalog.
  public let text: String

  /// Trims `raw` and checks it against the rules.
  public init(_ raw: String) throws(SearchQueryError) {
    let trimmed = raw.trimmedOfWhitespace
    // First, so that no other rule reads more than the bound of a pasted megabyte.
    if !trimmed.hasAtMostScalars(Self.maximumLength) { throw .tooLong }
    if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw .controlCharacters
    }
    if trimmed.count < Self.minimumLength { throw .tooShort }
    text = trimmed
  }
}

/// Why a search text was refused.
public enum SearchQueryError: Error, Hashable, Sendable {
  /// Fewer than `SearchQuery.minimumLength` characters after trimming.
  case tooShort
  /// More than `SearchQuery.maximumLength` Unicode scalars after trimming.
  case tooLong
  /// Contains a tab, a line break inside the text, or another control character.
  case controlCharacters
}
