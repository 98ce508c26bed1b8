import Domain
import Foundation
import ICUCollation
import Localization
import Testing

#if canImport(_FoundationICU)

  /// A library's stored order keys sort 10,000 albums as the search's collation does, in both
  /// languages: title, then artist (known ones first), then year (known ones first), then id.
  @Suite struct SavedAlbumOrderKeyTests {
    private static let words = [
      "Zebra", "яблоко", "apple", "Album 10", "Банан", "Album 2", "ёлка", "Елена", "Éclair",
      "eclair", "Ecole", "album 2", "Mix Азбука", "Mix Ёлка", "mix alpha", "MIX beta", "9 Songs",
      "10 Songs", "(Live)", "Live", "Œuvre", "Oeuvre", "Greatest Hits", "greatest hits",
    ]

    /// 10,000 albums: many share a title (in other cases and accents), artist and year.
    private static let albums = (0..<10_000).map { index in
      SavedAlbumListing(
        id: Int64(10_000 - index),
        title: words[index % words.count] + (index % 7 == 0 ? "" : " \(index % 50)"),
        artist: index % 3 == 0 ? nil : ["Queen", "queen", "ABBA", "Кино"][index % 4],
        year: index % 5 == 0 ? nil : 1990 + index % 3, trackCount: nil, storedTracks: 0,
        savedAt: Date(timeIntervalSince1970: 0))
    }

    @Test(arguments: Language.allCases)
    func keysSortAsTheCollationDoes(_ language: Language) throws {
      let collation = AlbumCollation(
        locale: language.locale, collator: ICUTextCollator(locale: language.locale))
      let keys = try #require(collation.keys(Self.albums))

      let byKeys = Self.albums.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
        .map { Self.albums[$0].id }

      #expect(byKeys == collation.sorted(Self.albums).map(\.id))
      #expect(Set(keys).count == keys.count, "the id makes every key distinct")
    }

    @Test func eachLanguageKeepsKeysOfItsOwnName() {
      let names = Language.allCases.map { AlbumCollation(locale: $0.locale).name }
      #expect(Set(names).count == Language.allCases.count)
    }

    @Test func withoutACollatorThereAreNoKeys() {
      #expect(AlbumCollation(locale: Language.en.locale).keys(Self.albums) == nil)
    }
  }
#endif
