import AdapterPorts
import Domain
import Foundation
import InMemoryPorts
import Localization
import TestSupport
import Testing

@testable import FullScreen

/// The request budget's waits and the catalog's refusal reach the full-screen app as the status
/// line's countdown and notice, drawn with the frame rather than written over it.
@MainActor @Suite struct StatusLineBudgetWaitTests {
  @Test(arguments: [Language.en, .ru])
  func aWaitForTheBudgetCountsDownOnTheStatusLineAndEscCancelsIt(_ language: Language)
    async throws
  {
    let box = WaiterBox()
    let app = try await FullScreenHarness.make(
      language: language, catalog: BudgetCatalog(box: box, refusing: false))
    box.waiter = StatusLineBudgetWaiter(
      coordinator: app.coordinator, clock: box.clock, rate: RequestRate(requests: 2, seconds: 60)!)
    await app.press(.character("/"))
    await app.type("кино")
    await app.pressWithoutWaiting(.enter)
    let countdown =
      language == .en
      ? "Request limit reached (2 in 60 s): next request in 30 s · Esc cancels"
      : "Достигнут лимит запросов (2 за 60 с): следующий запрос через 30 с · Esc — отмена"
    #expect(await eventually { Self.statusLine(app).contains(countdown) }, "\(app.screen(100, 24))")
    await app.press(.escape)
    await app.settle()
    #expect(!app.coordinator.isBusy)
    #expect(app.coordinator.budgetWait == nil)
    let after = Self.statusLine(app)
    #expect(after.contains(language == .en ? "Cancelled" : "Отменено"), "\(after)")
    #expect(!app.coordinator.isQuitting)
  }

  @Test(arguments: [Language.en, .ru])
  func theCatalogsRefusalIsTheStatusLinesNotice(_ language: Language) async throws {
    let box = WaiterBox()
    let app = try await FullScreenHarness.make(
      language: language, catalog: BudgetCatalog(box: box, refusing: true))
    box.waiter = StatusLineBudgetWaiter(
      coordinator: app.coordinator, clock: box.clock, rate: .iTunes)
    await app.press(.character("/"))
    await app.type("кино")
    await app.press(.enter)
    let notice =
      language == .en
      ? "The music catalog refused a request for its rate limit: no requests are sent for 60"
      : "Музыкальный каталог отклонил запрос из-за ограничения частоты: запросы не отправляются"
    let screen = app.screen(100, 24)
    let status = screen.split(separator: "\n").suffix(ScreenComposer.maximumNoticeRows)
      .joined(separator: " ")
    #expect(status.contains(notice), "\(screen)")
  }

  /// The screen's last row at 100 × 24.
  private static func statusLine(_ app: FullScreenHarness) -> String {
    String(app.screen(100, 24).split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
  }
}

/// The waiter a `BudgetCatalog` spends its waits with, set once the app is made.
@MainActor private final class WaiterBox: Sendable {
  var waiter: (any BudgetWaiting)?
  let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
}

/// A catalog whose album searches meet the budget, as the governed transport does: a wait of
/// 30 seconds on a clock that does not move (until cancelled), or the catalog's refusal.
private struct BudgetCatalog: MusicCatalogDecorator {
  let box: WaiterBox
  let refusing: Bool
  let base: any MusicCatalog = HangingCatalog()

  func searchAlbumsAnswer(term: String, limit: Int, country: String) async throws
    -> CatalogAnswer<AlbumSearchPage>
  {
    let waiter = try #require(await box.waiter)
    if refusing {
      await waiter.catalogRefused(pauseSeconds: 60)
      throw MusicLibraryError.rateLimited
    }
    try await waiter.wait(until: box.clock.now() + 30, reason: .spent)
    throw MusicLibraryError.timeout
  }
}
