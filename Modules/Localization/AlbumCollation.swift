import Domain
import Foundation

/// The order of albums wherever a list of them is shown (search results, the saved library):
/// title in the language's collation (case-insensitive, numbers by value), then artist, then
/// year; unknown artists and years go last.
public struct AlbumCollation: Sendable {
  /// The locale whose collation orders titles and artists.
  public let locale: Locale
  /// Sort keys in `locale`'s collation; nil compares the strings pair by pair (Foundation's
  /// `compare(_:options:range:locale:)`, which builds a locale object for every comparison).
  public let collator: (any TextCollator)?

  /// An order for `locale` (a `Language`'s `locale`), by `collator`'s keys when given.
  public init(locale: Locale, collator: (any TextCollator)? = nil) {
    self.locale = locale
    self.collator = collator
  }

  /// `albums` in this order.
  public func sorted(_ albums: [AlbumSummary]) -> [AlbumSummary] {
    sorted(albums) { $0 }
  }

  /// `items` in the order of the albums `summary` gives for each.
  public func sorted<Item>(_ items: [Item], by summary: (Item) -> AlbumSummary) -> [Item] {
    let summaries = items.map(summary)
    guard let collator, let titles = collator.sortKeys(summaries.map(\.title)),
      let artists = collator.sortKeys(summaries.map { $0.artist ?? "" })
    else {
      return zip(summaries, items).sorted { precedes($0.0, $1.0) }.map(\.1)
    }
    let keyed = summaries.indices.map { index in
      SortKey(
        title: titles[index], artist: summaries[index].artist.map { _ in artists[index] },
        year: summaries[index].year, id: summaries[index].id)
    }
    return items.indices.sorted { keyed[$0].precedes(keyed[$1]) }.map { items[$0] }
  }

  /// An album's place in the order, by collation keys.
  private struct SortKey {
    let title: [UInt8]
    let artist: [UInt8]?
    let year: Int?
    let id: Int64

    func precedes(_ other: SortKey) -> Bool {
      if title != other.title { return title.lexicographicallyPrecedes(other.title) }
      switch (artist, other.artist) {
      case (let first?, let second?) where first != second:
        return first.lexicographicallyPrecedes(second)
      case (.some, nil): return true
      case (nil, .some): return false
      default: break
      }
      if year != other.year { return (year ?? .max) < (other.year ?? .max) }
      return id < other.id
    }
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
