import Filters
import TerminalKit
import TerminalText
import Testing

@testable import TextRenderers

@Suite struct FiltersTextTests {
  @Test func pairsOfFilterAndValueAreRead() {
    #expect(FiltersText.values("media movie Country RU") == [.media: "movie", .country: "RU"])
    #expect(FiltersText.values("limit") == nil)
    #expect(FiltersText.values("colour red") == nil)
  }

  @Test func theRussianWordsOfTheLabelsNameTheirFilters() {
    #expect(
      FiltersText.values("медиа фильмы Откровенное да страна RU предел 5")
        == [.media: "фильмы", .explicit: "да", .country: "RU", .limit: "5"])
  }

  @Test func rowsLineUpAndCatalogTextIsMadeSafe() {
    var model = FiltersViewModel(title: "Search filters")
    model.message = "“\u{1B}[2J” is not yes or no"
    model.rows = [
      FiltersRowViewModel(field: .media, label: "Media type", value: "movie", choices: "a, b"),
      FiltersRowViewModel(field: .limit, label: "Limit", value: "30", choices: "1–200"),
    ]

    let text = FiltersText.render(model, style: TextStyle(enabled: false))

    #expect(
      text
        == "“\u{FFFD}[2J” is not yes or no\nMedia type  movie  media: a, b\nLimit       30     limit: 1–200"
    )
  }

  @Test func theThirdColumnLinesUpByDisplayWidth() {
    var model = FiltersViewModel(title: "Фильтры поиска")
    model.rows = [
      FiltersRowViewModel(field: .media, label: "Тип медиа", value: "movie (фильмы)", choices: "m"),
      FiltersRowViewModel(field: .explicit, label: "Откровенное", value: "нет", choices: "yes, no"),
      FiltersRowViewModel(field: .country, label: "Страна", value: "日本", choices: "CC"),
    ]

    let lines = FiltersText.render(model, style: TextStyle(enabled: false)).split(separator: "\n")

    #expect(
      lines == [
        "Тип медиа    movie (фильмы)  media: m", "Откровенное  нет             explicit: yes, no",
        "Страна       日本            country: CC",
      ])
    let narrow = FiltersText.render(
      model, style: TextStyle(enabled: false), layout: TextLayout(width: 40))
    #expect(
      narrow.split(separator: "\n").contains("Откровенное  нет  explicit: yes, no"),
      "where a row would not fit aligned, no row is padded: \(narrow)")
  }
}
