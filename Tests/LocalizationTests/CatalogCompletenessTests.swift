import Foundation
import Localization
import Testing

/// Every phrase catalog in the product; a new catalog is added here once.
let allCatalogs: [(name: String, entries: [(english: String, russian: String)])] = [
  ("ErrorPhrase", ErrorPhrase.allCases.map { ($0.english, $0.russian) }),
  ("ValidationPhrase", ValidationPhrase.allCases.map { ($0.english, $0.russian) }),
  ("AuthorizationPhrase", AuthorizationPhrase.allCases.map { ($0.english, $0.russian) }),
  ("ProfilePhrase", ProfilePhrase.allCases.map { ($0.english, $0.russian) }),
  ("RegistrationPhrase", RegistrationPhrase.allCases.map { ($0.english, $0.russian) }),
  ("CLIPhrase", CLIPhrase.allCases.map { ($0.english, $0.russian) }),
  ("SearchPhrase", SearchPhrase.allCases.map { ($0.english, $0.russian) }),
  ("AlbumDetailPhrase", AlbumDetailPhrase.allCases.map { ($0.english, $0.russian) }),
  ("DoctorPhrase", DoctorPhrase.allCases.map { ($0.english, $0.russian) }),
  ("PlayerPhrase", PlayerPhrase.allCases.map { ($0.english, $0.russian) }),
  ("TrackSearchPhrase", TrackSearchPhrase.allCases.map { ($0.english, $0.russian) }),
  ("HistoryPhrase", HistoryPhrase.allCases.map { ($0.english, $0.russian) }),
  ("RelativeTimePhrase", RelativeTimePhrase.allCases.map { ($0.english, $0.russian) }),
  ("ManualPhrase", ManualPhrase.allCases.map { ($0.english, $0.russian) }),
]

/// Every counted-noun catalog in the product; a new one is added here once.
let allPluralCatalogs: [(name: String, entries: [(english: PluralForms, russian: PluralForms)])] = [
  ("CountPhrase", CountPhrase.allCases.map { ($0.english, $0.russian) })
]

func placeholders(_ text: String) -> Set<String> {
  var found: Set<String> = []
  var rest = Substring(text)
  while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
    found.insert(String(rest[open...close]))
    rest = rest[rest.index(after: close)...]
  }
  return found
}

@Suite struct CatalogCompletenessTests {
  @Test(arguments: allCatalogs.map(\.name))
  func everyPhraseHasBothLanguagesWithTheSamePlaceholders(catalog: String) {
    let entries = allCatalogs.first { $0.name == catalog }!.entries
    #expect(!entries.isEmpty)
    for entry in entries {
      #expect(!entry.english.isEmpty && !entry.russian.isEmpty, "\(catalog): \(entry)")
      #expect(placeholders(entry.english) == placeholders(entry.russian), "\(catalog): \(entry)")
    }
  }
}

@Suite struct PluralCatalogCompletenessTests {
  @Test(arguments: allPluralCatalogs.map(\.name))
  func everyFormIsFilledInBothLanguages(catalog: String) {
    let entries = allPluralCatalogs.first { $0.name == catalog }!.entries
    #expect(!entries.isEmpty)
    for entry in entries {
      for forms in [entry.english, entry.russian] {
        #expect(
          !forms.one.isEmpty && !forms.few.isEmpty && !forms.many.isEmpty, "\(catalog): \(entry)")
      }
    }
  }

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
