import Domain
import InMemoryPorts
import Localization
import TerminalKit
import Testing

@testable import FullScreen

/// What a narrow window and the Russian screens showed a new person: hints cut mid-word,
/// notices cut, English words among Russian ones, and one column where two fit.
@Suite @MainActor struct FullScreenNarrowTests {
  @Test(arguments: [Language.en, .ru])
  func theHintKeepsItsKeysAndQuitWholeAtFortyColumns(_ language: Language) async throws {
    let app = try await FullScreenHarness.make(language: language)
    let hint = try #require(app.screen(40, 12).split(separator: "\n").last)
    #expect(hint.contains(language == .en ? "? keys" : "? клавиши"), "\(hint)")
    #expect(hint.contains(language == .en ? "q quit" : "q выход"), "\(hint)")
    #expect(!hint.contains("…"), "\(hint)")
    let wide = try #require(app.screen(120, 24).split(separator: "\n").last)
    #expect(wide.contains(language == .en ? "Tab pane" : "Tab панель"), "\(wide)")
  }

  @Test(arguments: [Language.en, .ru])
  func theKeyOverlayWrapsItsLinesAtFortyColumns(_ language: Language) async throws {
    let app = try await FullScreenHarness.make(language: language)
    await app.press(.character("?"))
    var seen = ""
    for _ in 0..<30 {
      let screen = app.screen(40, 12)
      #expect(!screen.contains("…"), "\(screen)")
      seen += screen
      await app.press(.down)
    }
    #expect(seen.contains(language == .en ? "suggestion)" : "подсказку)"), "\(seen)")
    #expect(seen.contains(language == .en ? "quit" : "выход"))
  }

  @Test func theRussianOverlayNamesSpaceAsTheHintDoes() async throws {
    let app = try await FullScreenHarness.make(language: .ru)
    await app.press(.character("?"))
    let help = app.screen(120, 40)
    #expect(help.contains("Пробел"), "\(help)")
    #expect(!help.contains("Space"))
  }

  @Test func aRussianFilterOpensForEditingInRussian() async throws {
    let app = try await FullScreenHarness.make(language: .ru)
    await app.press(.character(":"))
    await app.type("filters")
    await app.press(.enter, .enter)
    #expect(app.coordinator.input?.editor.text == "песни")
    await app.press(.escape, .down, .enter)
    #expect(app.coordinator.input?.editor.text == "да")
    await app.press(.enter)
    let saved = app.screen(120, 40)
    #expect(saved.contains("Фильтры сохранены"), "\(saved)")
  }

  @Test func theRussianFiltersNameTheirChoicesInRussian() async throws {
    let app = try await FullScreenHarness.make(language: .ru)
    await app.press(.character(":"))
    await app.type("filters")
    await app.press(.enter)
    let media = app.screen(120, 40)
    #expect(media.contains("песни, фильмы, книги"), "\(media)")
    #expect(!media.contains("music, movie, ebook"), "\(media)")
    await app.press(.down)
    let explicit = app.screen(120, 40)
    #expect(explicit.contains("да, нет"), "\(explicit)")
    #expect(!explicit.contains("yes, no"), "\(explicit)")
  }

  @Test func aLongNoticeIsShownWholeOnMoreRows() async throws {
    let app = try await FullScreenHarness.make(language: .ru)
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter, .enter, .character("s"))
    let notice = "Альбом «Группа крови» сохранён в библиотеке; он откроется и без сети"
    let wide = app.screen(200, 60)
    #expect(Self.joined(wide).contains(notice), "\(wide)")
    let narrow = app.screen(40, 12)
    #expect(narrow.split(separator: "\n", omittingEmptySubsequences: false).count == 12)
    #expect(Self.joined(narrow).contains(notice), "\(narrow)")
    app.coordinator.say(notice + "; " + notice)
    let status = app.screen(80, 24)
    #expect(Self.joined(status).contains(notice + "; " + notice), "\(status)")
    #expect(status.split(separator: "\n", omittingEmptySubsequences: false).count == 24)
  }

  /// The screen's rows with their ends trimmed and run together, as wrapped text reads.
  private static func joined(_ screen: String) -> String {
    screen.split(separator: "\n").map {
      $0.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
        separator: " ")
    }.joined(separator: " ")
  }

  @Test func twelveMediaResultsShowInTwoColumnsWhereTheyFitAndOneBelow() async throws {
    let items = (1...12).map {
      MediaItem(id: Int64($0), kind: .song, title: "Фильм \($0)", artist: "Студия")
    }
    let app = try await FullScreenHarness.make(catalog: FakeCatalog(media: items))
    app.coordinator.openMediaSearch(query: "фильм")
    await app.settle()
    let wide = app.screen(200, 60)
    let paired = wide.split(separator: "\n").first { $0.contains("Фильм 1 ") }
    #expect(paired?.contains("Фильм 7 ") == true, "\(wide)")
    let narrow = app.screen(80, 24)
    #expect(narrow.contains("Фильм 7 "))
    #expect(
      !narrow.split(separator: "\n").contains { $0.contains("Фильм 1 ") && $0.contains("Фильм 7 ") }
    )
  }
}
