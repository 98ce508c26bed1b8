import Domain
import Foundation
import Localization
import Testing

/// `AlbumCollation` orders by a collator's keys when it has one, and falls back to the pairwise
/// comparison when the collator has none.
@Suite struct AlbumCollationKeysTests {
  /// Keys that put titles in the reverse of their byte order, so the order shows whose it is.
  private struct ReversingCollator: TextCollator {
    func sortKeys(_ texts: [String]) -> [[UInt8]]? {
      texts.map { $0.utf8.map { 255 - $0 } + [255] }
    }
  }

  /// `ReversingCollator`'s keys, noting every text it was asked to key.
  private final class CountingCollator: TextCollator, @unchecked Sendable {
    private(set) var keyed: [String] = []
    /// Fails every request after this many, as a collation that goes missing would.
    var requestsAllowed = Int.max

    func sortKeys(_ texts: [String]) -> [[UInt8]]? {
      guard requestsAllowed > 0 else { return nil }
      requestsAllowed -= 1
      keyed += texts
      return ReversingCollator().sortKeys(texts)
    }
  }

  /// A collator whose collation is not available.
  private struct MissingCollator: TextCollator {
    func sortKeys(_ texts: [String]) -> [[UInt8]]? { nil }
  }

  private static func album(_ id: Int64, _ title: String, artist: String? = nil, year: Int? = nil)
    -> AlbumSummary
  {
    AlbumSummary(
      id: id, title: title, artist: artist, trackCount: nil, year: year, artwork: nil)
  }

  private let albums = [album(1, "b"), album(2, "a"), album(3, "c")]

  @Test func theCollatorsKeysDecideTheOrder() {
    let collation = AlbumCollation(locale: Language.en.locale, collator: ReversingCollator())

    #expect(collation.sorted(albums).map(\.id) == [3, 1, 2])
  }

  @Test func withoutKeysTheTitlesAreComparedPairByPair() {
    let collation = AlbumCollation(locale: Language.en.locale, collator: MissingCollator())

    #expect(collation.sorted(albums).map(\.id) == [2, 1, 3])
  }

  @Test func equalKeysGoByArtistKnownFirstThenYearThenID() {
    let tied = [
      Self.album(1, "x", artist: nil, year: 1990), Self.album(2, "x", artist: "b", year: nil),
      Self.album(3, "x", artist: "b", year: 2001), Self.album(4, "x", artist: "c", year: 2010),
      Self.album(5, "x", artist: "b", year: 2001),
    ]
    let collation = AlbumCollation(locale: Language.en.locale, collator: ReversingCollator())

    #expect(collation.sorted(tied).map(\.id) == [4, 3, 5, 2, 1])
  }

  @Test func onlyTheArtistsOfAlbumsWithTheSameTitleAreKeyed() {
    let collator = CountingCollator()
    let collation = AlbumCollation(locale: Language.en.locale, collator: collator)
    let unique = [Self.album(1, "b", artist: "p"), Self.album(2, "a", artist: "q")]

    #expect(collation.sorted(unique).map(\.id) == [1, 2])
    #expect(collator.keyed == ["b", "a"], "no artist keys without a tie")

    let mixed = [
      Self.album(1, "x", artist: "b"), Self.album(2, "y", artist: "z"),
      Self.album(3, "x", artist: "c"), Self.album(4, "x"),
    ]
    #expect(collation.sorted(mixed).map(\.id) == [2, 3, 1, 4])
    #expect(collator.keyed.suffix(7) == ["x", "y", "x", "x", "b", "c", ""])
  }

  @Test func aCollatorThatFailsForTheArtistsFallsBackToPairwiseComparison() {
    let collator = CountingCollator()
    collator.requestsAllowed = 1
    let collation = AlbumCollation(locale: Language.en.locale, collator: collator)
    let tied = [Self.album(1, "x", artist: "b"), Self.album(2, "x", artist: "a")]

    #expect(collation.sorted(tied).map(\.id) == [2, 1], "by artist, as Foundation compares")
  }
}
