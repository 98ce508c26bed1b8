import MediaDetail
import MediaSearch
import TerminalKit
import Testing

@testable import TextRenderers

/// The age of a media answer served stale from the store, in the text of the results and of
/// an item's page.
@Suite struct MediaAgeTextTests {
  @Test func theAgeOfStaleMediaResultsFollowsTheirMessage() {
    var model = MediaSearchTextTests.model
    model.age = "Saved 3 hours ago — offline"
    let lines = MediaSearchText.render(model, style: TextStyle(enabled: false))
      .split(separator: "\n")
    #expect(lines.prefix(3) == ["Found 2 songs", "Saved 3 hours ago — offline", lines[2]])
    #expect(lines[2].hasPrefix("1. WWW"))
  }

  @Test func theAgeOfAStaleItemFollowsItsTitle() {
    var model = MediaDetailTextTests.model
    model.age = "Сохранено вчера — нет сети"
    let lines = MediaDetailText.render(model, style: TextStyle(enabled: false), width: 14)
      .split(separator: "\n")
    #expect(lines.prefix(3) == ["Брат [E]", "Сохранено вчера — нет сети", lines[2]])
    #expect(lines[2].hasPrefix("Studio"))
  }
}
