import Localization
import TerminalKit
import Testing

@testable import FullScreen

/// The date-of-birth calendar of the full-screen sign-up form.
@Suite @MainActor struct FullScreenCalendarTests {
  /// The app on the sign-up form's calendar, which opens on November 2008 (18 years before the
  /// harness's 22 November 2026).
  func openCalendar(language: Language = .en) async throws -> FullScreenHarness {
    let app = try await FullScreenHarness.makeSignedOut(language: language)
    await app.press(.tab, .tab, .enter)
    // First name, last name, then the date of birth: Enter on it empty opens the calendar.
    await app.press(.tab, .tab, .enter)
    return app
  }

  @Test func theCalendarsArrowsCrossIntoTheNextMonthAndBracketsJumpAYear() async throws {
    let app = try await FullScreenHarness.makeSignedOut()
    await app.press(.tab, .tab, .enter)
    await app.press(.tab, .tab, .enter)
    #expect(app.screen(80, 24).contains("November 2008"), "\(app.screen(80, 24))")
    // From 1 October: ← to 30 September, → back to 1 October, ↑ to 24 September.
    await app.press(.pageUp, .left)
    #expect(app.screen(80, 24).contains("September 2008"), "\(app.screen(80, 24))")
    await app.press(.right)
    #expect(app.screen(80, 24).contains("October 2008"), "\(app.screen(80, 24))")
    await app.press(.up)
    await app.type("[[]")
    #expect(app.screen(80, 24).contains("September 2007"), "\(app.screen(80, 24))")
    await app.press(.enter)
    let picked = app.screen(80, 24)
    #expect(picked.contains("Date of birth: 2007-09-24"), "\(picked)")
  }
  @Test func theWeekdaysAreSpacedOverTheirDayColumnsInBothLanguages() async throws {
    for (language, header) in [
      (Language.en, "Mo Tu We Th Fr Sa Su"), (.ru, "Пн Вт Ср Чт Пт Сб Вс"),
    ] {
      let app = try await openCalendar(language: language)
      let lines = app.screen(80, 24).split(separator: "\n").map {
        String($0.reversed().drop { $0 == " " }.reversed())
      }
      let headerLine = try #require(lines.first { $0.contains(header) }, "\(lines)")
      // 1 November 2008 is a Saturday: its digit ends under "Sa"'s last letter.
      let firstWeek = try #require(lines.first { $0.hasSuffix(" 1  2") }, "\(lines)")
      let saturday =
        headerLine.distance(
          from: headerLine.startIndex, to: try #require(headerLine.range(of: header)).lowerBound)
        + 5 * 3 + 1
      #expect(firstWeek.count - 4 == saturday, "\(headerLine)\n\(firstWeek)")
    }
  }

  @Test func unavailableDaysAreDrawnAsTheLegendsDots() async throws {
    let app = try await openCalendar()
    let calendar = app.screen(80, 24)
    #expect(calendar.contains("·· unavailable"), "\(calendar)")
    #expect(calendar.contains("17 18 19 20 21 22 ··"), "\(calendar)")
    #expect(!calendar.contains("29"), "\(calendar)")
  }

  @Test func theFormAndTheCalendarShowTheirKeysInBothLanguages() async throws {
    for (language, form, keys) in [
      (Language.en, "Esc back", "[ ] year"), (.ru, "Esc назад", "[ ] год"),
    ] {
      let app = try await FullScreenHarness.makeSignedOut(language: language)
      await app.press(.tab, .tab, .enter)
      #expect(app.screen(40, 12).contains(form), "\(app.screen(40, 12))")
      await app.press(.tab, .tab, .enter)
      let calendar = app.screen(80, 24)
      #expect(calendar.contains(keys), "\(calendar)")
      #expect(app.screen(40, 12).contains("←→↑↓"), "\(app.screen(40, 12))")
    }
  }
}
