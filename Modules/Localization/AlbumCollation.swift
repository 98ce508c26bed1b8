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
    guard let collator, let titles = collator.sortKeys(summaries.map(\.title)) else {
      return pairwiseSorted(summaries, items)
    }
    var order = summaries.indices.sorted { titles[$0].lexicographicallyPrecedes(titles[$1]) }
    // The artist only decides between equal titles, and its key costs as much as a title's:
    // keys are made for the albums in such runs only.
    let runs = Self.runs(in: order) { titles[$0] == titles[$1] }.filter { $0.count > 1 }
    guard !runs.isEmpty else { return order.map { items[$0] } }
    let tied = runs.flatMap { order[$0] }
    guard let artistKeys = collator.sortKeys(tied.map { summaries[$0].artist ?? "" }) else {
      return pairwiseSorted(summaries, items)
    }
    var artists = [[UInt8]?](repeating: nil, count: summaries.count)
    for (index, key) in zip(tied, artistKeys) { artists[index] = key }
    for run in runs {
      order[run].sort { first, second in
        TieBreak(summaries[first], artist: artists[first])
          .precedes(TieBreak(summaries[second], artist: artists[second]))
      }
    }
    return order.map { items[$0] }
  }

  private func pairwiseSorted<Item>(_ summaries: [AlbumSummary], _ items: [Item]) -> [Item] {
    zip(summaries, items).sorted { precedes($0.0, $1.0) }.map(\.1)
  }

  /// The ranges of `order` whose neighbours `same` calls equal.
  private static func runs(in order: [Int], same: (Int, Int) -> Bool) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start = 0
    for index in order.indices.dropFirst() where !same(order[index - 1], order[index]) {
      runs.append(start..<index)
      start = index
    }
    if !order.isEmpty { runs.append(start..<order.count) }
    return runs
  }

  /// The order of albums with equal titles: artist by collation key (known ones first), then
  /// year (known ones first), then id.
  private struct TieBreak {
    let artist: [UInt8]?
    let year: Int?
    let id: Int64

    init(_ summary: AlbumSummary, artist key: [UInt8]?) {
      artist = summary.artist == nil ? nil : key ?? []
      year = summary.year
      id = summary.id
    }

    func precedes(_ other: TieBreak) -> Bool {
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
