import Domain
import Localization
import Testing

/// `--no-wait` over the request budget names the seconds to wait, never rounded to minutes.
@Suite struct RequestBudgetMessageTests {
  @Test func theMessageNamesTheSecondsInBothLanguages() {
    #expect(
      Localizer(language: .en).message(for: .requestBudgetSpent(retryAfterSeconds: 12))
        == "The request limit for the music catalog is reached. Try again in 12 seconds, "
        + "or run without --no-wait to wait")
    #expect(
      Localizer(language: .ru).message(for: .requestBudgetSpent(retryAfterSeconds: 21))
        == "Лимит запросов к музыкальному каталогу исчерпан. Повторите через 21 секунду "
        + "или запустите без --no-wait, чтобы подождать")
    #expect(
      Localizer(language: .en).message(for: .requestBudgetSpent(retryAfterSeconds: 600))
        .contains("in 600 seconds"))
    #expect(
      Localizer(language: .en).message(for: .requestBudgetSpent(retryAfterSeconds: 1))
        .contains("in 1 second,"))
  }
}
