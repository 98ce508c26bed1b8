import Domain
import Foundation

/// The order of albums wherever a list of them is shown (search results, the saved library):
/// title in the language's collation (case-insensitive, numbers by value), then artist, then
/// year; unknown artists and years go last.
public struct AlbumCollation: Sendable {
  /// The locale whose collation orders titles and artists.
  public let locale: Locale

  /// An order for `locale` (a `Language`'s `locale`).
  public init(locale: Locale) {
    self.locale = locale
  }

  /// `albums` in this order.
  public func sorted(_ albums: [AlbumSummary]) -> [AlbumSummary] {
    sorted(albums) { $0 }
  }

  /// `items` in the order of the albums `summary` gives for each.
  public func sorted<Item>(_ items: [Item], by summary: (Item) -> AlbumSummary) -> [Item] {
    items.map { (summary($0), $0) }.sorted { precedes($0.0, $1.0) }.map(\.1)
  }

  private func precedes(_ a: AlbumSummary, _ b: AlbumSummary) -> Bool {
    let byTitle = compare(a.title, b.title)
    if byTitle != .orderedSame { return byTitle == .orderedAscending }
    switch (a.artist, b.artist) {
    case (let first?, let second?):
      let byArtist = compare(first, second)
      if byArtist != .orderedSame { return byArtist == .orderedAscending }
    case (.some, nil): return true
    case (nil, .some): return false
    case (nil, nil): break
    }
    if a.year != b.year { return (a.year ?? .max) < (b.year ?? .max) }
    // Equal in everything people see: keep the result stable between runs.
    return a.id < b.id
  }

  // The process locale is en_001 on Linux whatever the environment, so the locale is explicit.
  private func compare(_ a: String, _ b: String) -> ComparisonResult {
    a.compare(b, options: [.caseInsensitive, .numeric], range: nil, locale: locale)
  }
}
