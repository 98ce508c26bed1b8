import Filters
import TerminalKit
import Testing

@testable import TextRenderers

@Suite struct FiltersTextTests {
  @Test func pairsOfFilterAndValueAreRead() {
    #expect(FiltersText.values("media movie Country RU") == [.media: "movie", .country: "RU"])
    #expect(FiltersText.values("limit") == nil)
    #expect(FiltersText.values("colour red") == nil)
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
        == "“\u{FFFD}[2J” is not yes or no\nMedia type  movie  media: a, b\nLimit       30  limit: 1–200"
    )
  }
}
