import Domain
import Foundation
import Testing

@Suite struct HistorySuggestionsTests {
  private func rank(_ queries: [String], _ prefix: String, limit: Int = 5) -> [String] {
    HistorySuggestions.rank(queries: queries, prefix: prefix, limit: limit)
  }

  @Test func prefixMatchesComeBeforeWordMatchesEachNewestFirst() {
    let newestFirst = ["Best of Blue", "Blue Train", "Kind of Blue", "blues", "Abbey Road"]
    #expect(rank(newestFirst, "blu") == ["Blue Train", "blues", "Best of Blue", "Kind of Blue"])
  }

  @Test func aWordMatchMustStartAWord() {
    #expect(
      rank(["Glove Story", "Love Story", "Endless love"], "love") == [
        "Love Story", "Endless love",
      ])
  }

  @Test func punctuationSeparatesWords() {
    let queries = ["AC/DC", "Guns N' Roses", "«Кино» — Группа крови", "Hits:Vol.2", "rock-n-roll"]
    #expect(rank(queries, "dc") == ["AC/DC"])
    #expect(rank(queries, "кино") == ["«Кино» — Группа крови"])
    #expect(rank(queries, "груп") == ["«Кино» — Группа крови"])
    #expect(rank(queries, "vol") == ["Hits:Vol.2"])
    #expect(rank(queries, "2") == ["Hits:Vol.2"])
    #expect(rank(queries, "roll") == ["rock-n-roll"])
    #expect(rank(queries, "roses") == ["Guns N' Roses"])
  }

  @Test(arguments: (0..<128).map { Unicode.Scalar(UInt8($0)) })
  func anASCIICharacterSeparatesWordsExactlyWhenUnicodeCallsItWhitespaceOrPunctuation(
    character: Unicode.Scalar
  ) {
    let punctuation: Set<Unicode.GeneralCategory> = [
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation,
    ]
    let separates =
      character.properties.isWhitespace
      || punctuation.contains(character.properties.generalCategory)
    #expect(rank(["q\(character)z"], "z") == (separates ? ["q\(character)z"] : []))
  }

  @Test func caseAndЁAreIgnoredBothWays() {
    #expect(rank(["ёлка", "Abbey Road"], "ЕЛК") == ["ёлка"])
    #expect(rank(["Зеленая елка", "Abbey Road"], "ёлк") == ["Зеленая елка"])
    #expect(rank(["ABBEY ROAD"], "abbey r") == ["ABBEY ROAD"])
  }

  @Test func aPrefixOfSeveralWordsMatchesAcrossThem() {
    #expect(rank(["Led Zeppelin IV", "Zeppelin"], "zeppelin iv") == ["Led Zeppelin IV"])
  }

  @Test func leadingWhitespaceOfThePrefixIsIgnoredButTrailingCounts() {
    #expect(rank(["Queen II", "Queens of the Stone Age"], "  queen ") == ["Queen II"])
  }

  @Test func aBlankPrefixGivesTheNewest() {
    #expect(rank(["one", "two", "three"], "", limit: 2) == ["one", "two"])
    #expect(rank(["one", "two", "three"], "   ", limit: 2) == ["one", "two"])
  }

  @Test func theLimitCapsBothGroupsTogether() {
    let queries = ["xa", "b xa", "xb", "c xc"]
    #expect(rank(queries, "x", limit: 3) == ["xa", "xb", "b xa"])
    #expect(rank(queries, "x", limit: 1) == ["xa"])
    #expect(rank(queries, "x", limit: 0) == [])
  }

  @Test func equalTextsAreOfferedOnceInTheirNewestSpelling() {
    #expect(
      rank(["Queen", "QUEEN", "best of queen", "Best Of Queen"], "que") == [
        "Queen", "best of queen",
      ])
    #expect(rank(["Ёлка", "елка"], "") == ["Ёлка"])
  }

  @Test func entriesKeepTheirGivenOrder() {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let entries = [
      HistoryEntry(query: "Blue Train", searchedAt: now),
      HistoryEntry(query: "Kind of Blue", searchedAt: now.addingTimeInterval(-60)),
      HistoryEntry(query: "Blues", searchedAt: now.addingTimeInterval(-120)),
    ]
    #expect(
      HistorySuggestions.rank(entries: entries, prefix: "blue", limit: 5).map(\.query)
        == ["Blue Train", "Blues", "Kind of Blue"])
  }

  @Test func oneTextSearchedAsTwoKindsIsOfferedOnceWithItsNewestKind() {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let entries = [
      HistoryEntry(query: "Брат", kind: .movie, searchedAt: now),
      HistoryEntry(query: "брат", kind: .album, searchedAt: now.addingTimeInterval(-60)),
      HistoryEntry(query: "Братья", kind: .ebook, searchedAt: now.addingTimeInterval(-120)),
    ]
    #expect(
      HistorySuggestions.rank(entries: entries, prefix: "бра", limit: 5)
        == [entries[0], entries[2]])
  }

  @Test func textOutsideTheFastPathIsRankedByTheSameRules() {
    let queries = ["Sigur Rós", "RÓSA", "Cafe\u{0301} del Mar", "Ελληνικά Τραγούδια"]
    #expect(rank(queries, "rós") == ["RÓSA", "Sigur Rós"])
    #expect(rank(queries, "café") == ["Cafe\u{0301} del Mar"])
    #expect(rank(queries, "τραγ") == ["Ελληνικά Τραγούδια"])
  }
}
