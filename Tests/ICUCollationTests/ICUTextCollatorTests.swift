import Domain
import Foundation
import ICUCollation
import Localization
import Testing

#if canImport(_FoundationICU)

  /// The search's collation keys give the order Foundation's pairwise comparison gives.
  @Suite struct ICUTextCollatorTests {
    private static let titles = [
      "Zebra", "яблоко", "apple", "Album 10", "Банан", "Album 2", "ёлка", "Елена", "Éclair",
      "eclair", "Ecole", "album 2", "Mix Азбука", "Mix Ёлка", "mix alpha", "MIX beta", "9 Songs",
      "10 Songs", "(Live)", "Live", "Œuvre", "Oeuvre",
    ]

    private static func albums(_ titles: [String]) -> [AlbumSummary] {
      titles.enumerated().map { index, title in
        AlbumSummary(
          id: Int64(index + 1), title: title, artist: index % 3 == 0 ? nil : "Artist \(index % 4)",
          trackCount: nil, year: index % 5 == 0 ? nil : 2000 + index % 2, artwork: nil)
      }
    }

    @Test(arguments: Language.allCases)
    func keysOrderAlbumsAsThePairwiseComparisonDoes(_ language: Language) {
      let albums = Self.albums(Self.titles)
      let pairwise = AlbumCollation(locale: language.locale)
      let keyed = AlbumCollation(
        locale: language.locale, collator: ICUTextCollator(locale: language.locale))

      #expect(keyed.sorted(albums).map(\.id) == pairwise.sorted(albums).map(\.id))
    }

    @Test func russianPutsCyrillicFirstIgnoringCaseWithNumbersByValue() {
      let keyed = AlbumCollation(
        locale: Language.ru.locale, collator: ICUTextCollator(locale: Language.ru.locale))
      let sorted = keyed.sorted(
        Self.albums(["Zebra", "яблоко", "apple", "Album 10", "Банан", "Album 2", "ёлка", "Елена"]))
      #expect(
        sorted.map(\.title)
          == ["Банан", "Елена", "ёлка", "яблоко", "Album 2", "Album 10", "apple", "Zebra"])
    }

    @Test func equalTitlesGoByArtistThenYearUnknownsLast() {
      let albums = [
        AlbumSummary(
          id: 1, title: "Greatest Hits", artist: nil, trackCount: nil, year: 1990, artwork: nil),
        AlbumSummary(
          id: 2, title: "greatest hits", artist: "Queen", trackCount: nil, year: nil, artwork: nil),
        AlbumSummary(
          id: 3, title: "Greatest Hits", artist: "Queen", trackCount: nil, year: 2001, artwork: nil),
        AlbumSummary(
          id: 4, title: "Greatest Hits", artist: "ABBA", trackCount: nil, year: 2010, artwork: nil),
        AlbumSummary(
          id: 5, title: "Greatest Hits", artist: "queen", trackCount: nil, year: 1981, artwork: nil),
      ]
      let keyed = AlbumCollation(
        locale: Language.en.locale, collator: ICUTextCollator(locale: Language.en.locale))

      #expect(keyed.sorted(albums).map(\.id) == [4, 5, 3, 2, 1])
    }
  }
#endif
