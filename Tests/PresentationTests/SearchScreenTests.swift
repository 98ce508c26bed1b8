import Domain
import Foundation
import Localization
import Presentation
import Testing

@Suite struct SearchScreenTests {
  private typealias Document = SearchScreenFixture.Document
  private typealias Model = SearchScreenFixture.Model
  private typealias TestPhrase = SearchScreenFixture.TestPhrase

  private typealias Screen = SearchScreen<Model, String, TestPhrase>

  private func screen(_ language: Language = .en) -> Screen {
    Screen(localizer: Localizer(language: language), countKey: "albums") {
      Model(title: $0, prompt: $1)
    }
  }

  private let user = SearchScreenFixture.user

  private func shown(_ screen: inout Screen, found names: [String], source: AnswerSource)
    throws -> Model
  {
    let query = try SearchQuery("abba")
    screen.show(
      CatalogAnswer(names, source: source), for: query, counting: CountPhrase.albums,
      document: Document(names: names), row: { "\($1). \($0)" })
    return screen.nextDisplay()
  }

  @Test func greetingNamesTheUserInEitherLanguageAndClearsAFailure() {
    var english = screen()
    english.fail(MusicLibraryError.notSignedIn)
    english.greet(user)
    #expect(english.model.header == "Signed in as Ann Lee")
    #expect(english.model.failure == nil)
    var russian = screen(.ru)
    russian.greet(user)
    #expect(russian.model.header == "Вы вошли как Ann Lee")
  }

  @Test func aUserWhoCannotBeLoadedLeavesNoHeaderAndShowsTheFailure() throws {
    var screen = screen()
    screen.greet(user)
    _ = try shown(&screen, found: ["Arrival"], source: .network)
    screen.failToGreet(MusicLibraryError.notSignedIn)
    let model = screen.nextDisplay()
    #expect(model.header == nil)
    #expect(model.rows.isEmpty)
    #expect(model.document == nil)
    #expect(model.failure == FailureNotice(.notSignedIn, localizer: Localizer(language: .en)))
  }

  @Test func aValidQueryStartsSearchingAndAnInvalidOneFails() {
    var screen = screen(.ru)
    #expect(screen.begin("  abba ")?.text == "abba")
    #expect(screen.model.isLoading)
    #expect(screen.model.message == "Ищем abba")
    #expect(screen.begin(" ") == nil)
    #expect(screen.nextDisplay().failure != nil)
    #expect(screen.nextDisplay().failure == nil, "said once")
  }

  @Test func aStaleAnswerMarksTheDocumentAndAFreshOneDoesNot() throws {
    var screen = screen()
    let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)
    let age = AnswerAge(
      fetchedAt: fetchedAt, servedAt: fetchedAt.addingTimeInterval(7200),
      timeZone: TimeZone(identifier: "UTC")!, reason: .offline)
    let stale = try shown(&screen, found: ["Arrival", "Voulez-Vous"], source: .stale(age))
    #expect(
      stale.document
        == Document(
          names: ["Arrival", "Voulez-Vous"], stale: true, fetchedAt: "2023-11-14T22:13:20Z"))
    #expect(stale.age != nil)
    #expect(stale.rows == ["1. Arrival", "2. Voulez-Vous"])
    #expect(stale.message == "2 albums for abba")
    let fresh = try shown(&screen, found: ["Arrival"], source: .fresh(fetchedAt: fetchedAt))
    #expect(fresh.document == Document(names: ["Arrival"]))
    #expect(fresh.age == nil)
    #expect(try shown(&screen, found: [], source: .network).message == "Nothing for abba")
  }

  @Test func theScreenStartsWithItsTitleAndPromptInItsLanguage() {
    let model = screen(.ru).model
    #expect([model.title, model.prompt] == ["Альбомы", "Альбом"])
  }

  @Test func choosingAMissingNumberSaysSoForOneDisplayOnly() throws {
    var screen = screen()
    #expect(screen.choose(number: 1) == nil)
    #expect(screen.nextDisplay().message == "Search before choosing 1")
    _ = try shown(&screen, found: ["Arrival", "Gold"], source: .network)
    #expect(screen.choose(number: 2) == "Gold")
    #expect(screen.choose(number: 3) == nil)
    #expect(screen.nextDisplay().message == "No number 3, only 2")
    #expect(screen.nextDisplay().message == "2 albums for abba")
  }

  @Test func aNumberAfterAFailedQueryIsAnsweredInPlaceOfTheFailureOnce() {
    var screen = screen()
    #expect(screen.begin("ab") == nil)
    let failed = screen.nextDisplay()
    #expect(failed.failure != nil)
    #expect(screen.choose(number: 7) == nil)
    let answered = screen.nextDisplay()
    #expect(answered.failure == nil)
    #expect(answered.message == "Search before choosing 7")
  }

  @Test func anInvalidQueryLeavesTheResultsBeforeItAndTheirNumbers() throws {
    var screen = screen()
    _ = try shown(&screen, found: ["Arrival", "Gold"], source: .network)
    #expect(screen.begin("ab") == nil)
    let failed = screen.nextDisplay()
    #expect(failed.failure != nil)
    #expect(failed.rows == ["1. Arrival", "2. Gold"])
    #expect(screen.choose(number: 2) == "Gold")
    let after = screen.nextDisplay()
    #expect(after.failure == nil)
    #expect(after.rows == ["1. Arrival", "2. Gold"])
    #expect(after.message == "2 albums for abba")
  }
}
