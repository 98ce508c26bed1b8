import Localization
import Testing

/// Placeholders are filled in one pass from the template alone.
@Suite struct PlaceholderFillingTests {
  private enum Sample: Phrase {
    case found, braces

    var english: String {
      switch self {
      case .found: "Found {albums} for “{query}”"
      case .braces: "{unknown} stays, {query} goes, { and } alone stay, {{query}}"
      }
    }

    var russian: String {
      switch self {
      case .found: "По запросу «{query}» найдено: {albums}"
      case .braces: "{unknown} остаётся, {query} заменяется, { и } остаются, {{query}}"
      }
    }
  }

  @Test(arguments: ["{albums}", "{query}", "{albums}{query}"])
  func aValueThatLooksLikeAPlaceholderIsLeftAsTyped(query: String) {
    let english = Localizer(language: .en)(Sample.found, ["albums": "5 albums", "query": query])
    let russian = Localizer(language: .ru)(Sample.found, ["albums": "5 альбомов", "query": query])

    #expect(english == "Found 5 albums for “\(query)”")
    #expect(russian == "По запросу «\(query)» найдено: 5 альбомов")
  }

  @Test func unknownPlaceholdersAndLoneBracesAreKept() {
    let text = Localizer(language: .en)(Sample.braces, ["query": "ABBA"])

    #expect(text == "{unknown} stays, ABBA goes, { and } alone stay, {ABBA}")
  }

  @Test func withoutArgumentsTheTemplateIsReturnedAsItIs() {
    #expect(Localizer(language: .ru)(Sample.found) == "По запросу «{query}» найдено: {albums}")
  }
}
