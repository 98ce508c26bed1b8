import Foundation
import Localization
import TestSupport
import Testing

/// The catalogs Localization owns; each feature's tests check that feature's own catalogs.
@Suite struct CatalogCompletenessTests {
  @Test func sharedCatalogsAreComplete() {
    PhraseCatalog.expectComplete(ErrorPhrase.self)
    PhraseCatalog.expectComplete(SharedPhrase.self)
    PhraseCatalog.expectComplete(PlaybackPhrase.self)
    PhraseCatalog.expectComplete(SearchQueryPhrase.self)
    PhraseCatalog.expectComplete(RelativeTimePhrase.self)
    PhraseCatalog.expectComplete(AnswerAgePhrase.self)
    PhraseCatalog.expectComplete(CountPhrase.self)
  }

  @Test func theCheckNamesAnEmptyTextAndDifferingPlaceholders() {
    #expect(
      PhraseCatalog.problems(in: FaultyPhrase.self) == [
        "FaultyPhrase.untranslated: a language has no text",
        "FaultyPhrase.renamedPlaceholder: placeholders differ, English [\"{name}\"], "
          + "Russian [\"{title}\"]",
      ])
    #expect(
      PhraseCatalog.problems(in: FaultyNoun.self) == ["FaultyNoun.missingFew: a form is empty"])
  }

  @Test func anIncompleteCatalogFailsTheTestThatChecksIt() {
    withKnownIssue { PhraseCatalog.expectComplete(FaultyPhrase.self) }
    withKnownIssue { PhraseCatalog.expectComplete(FaultyNoun.self) }
  }
}

/// A catalog with one sound phrase and two faults the completeness check must name.
private enum FaultyPhrase: String, Phrase {
  case sound
  case untranslated
  case renamedPlaceholder

  var english: String {
    switch self {
    case .sound: "Hello, {name}"
    case .untranslated: "Hello"
    case .renamedPlaceholder: "Hello, {name}"
    }
  }

  var russian: String {
    switch self {
    case .sound: "Привет, {name}"
    case .untranslated: ""
    case .renamedPlaceholder: "Привет, {title}"
    }
  }
}

/// A counted noun whose Russian lacks its form for 2–4.
private enum FaultyNoun: String, PluralPhrase {
  case missingFew

  var english: PluralForms { .english("album", "albums") }
  var russian: PluralForms { PluralForms(one: "альбом", few: "", many: "альбомов") }
}

@Suite struct PluralCatalogCompletenessTests {
  @Test func countPhraseAgreesWithTheNumber() {
    let russian = Localizer(language: .ru)
    #expect(russian.count(21, CountPhrase.albums) == "21 альбом")
    #expect(russian.count(3, CountPhrase.tracks) == "3 трека")
    #expect(russian.count(11, CountPhrase.tracks) == "11 треков")
    #expect(russian.count(21, CountPhrase.tracksAfterOf) == "21 трека")
    #expect(russian.count(22, CountPhrase.tracksAfterOf) == "22 треков")
    #expect(Localizer(language: .en).count(1, CountPhrase.tracksAfterOf) == "1 track")
  }

  @Test(arguments: [
    (1, "1 минуту", "1 minute"), (2, "2 минуты", "2 minutes"), (5, "5 минут", "5 minutes"),
    (21, "21 минуту", "21 minutes"), (11, "11 минут", "11 minutes"),
  ])
  func minutesAgreeWithTheNumber(count: Int, russian: String, english: String) {
    #expect(Localizer(language: .ru).count(count, CountPhrase.minutes) == russian)
    #expect(Localizer(language: .en).count(count, CountPhrase.minutes) == english)
  }
}

@Suite struct PluralTests {
  let albums = PluralForms(one: "альбом", few: "альбома", many: "альбомов")

  @Test(arguments: [
    (1, "альбом"), (2, "альбома"), (4, "альбома"), (5, "альбомов"), (11, "альбомов"),
    (12, "альбомов"), (14, "альбомов"), (21, "альбом"), (22, "альбома"), (25, "альбомов"),
    (101, "альбом"), (111, "альбомов"), (0, "альбомов"),
  ])
  func russianRules(count: Int, expected: String) {
    #expect(albums.form(for: count, in: .ru) == expected)
  }

  @Test func englishRules() {
    let forms = PluralForms.english("album", "albums")
    #expect(forms.form(for: 1, in: .en) == "album")
    #expect(forms.form(for: 0, in: .en) == "albums")
    #expect(forms.form(for: 21, in: .en) == "albums")
  }
}

@Suite struct LanguageTests {
  @Test func resolvesFromFlagsAndEnvironment() {
    #expect(Language.resolve(explicit: "ru", environment: [:]) == .ru)
    #expect(Language.resolve(explicit: "de", environment: [:]) == nil)
    #expect(Language.resolve(explicit: nil, environment: ["MUSICLIB_LANG": "ru"]) == .ru)
    #expect(Language.resolve(explicit: nil, environment: ["LANG": "ru_RU.UTF-8"]) == .ru)
    #expect(
      Language.resolve(explicit: nil, environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ru_RU"])
        == .en)
    #expect(Language.resolve(explicit: nil, environment: [:]) == .en)
  }

  @Test func formatsDatesAndWeekdaysPerLanguage() {
    let date = CalendarDateFixture.march7
    #expect(Localizer(language: .en).longDate(date) == "7 March 1990")
    #expect(Localizer(language: .ru).longDate(date) == "7 марта 1990")
    #expect(Localizer(language: .ru).shortWeekdayNames().first?.lowercased() == "пн")
    #expect(Localizer(language: .en).shortWeekdayNames().last == "Sun")
  }
}
