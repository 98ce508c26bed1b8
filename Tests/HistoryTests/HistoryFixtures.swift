import Domain
import Foundation
import History
import InMemoryPorts
import Localization
import TestSupport

/// Wiring shared by the history tests.
enum HistoryFixtures {
  /// Monday 21 September 2026, 14:13:20 UTC: "now" on every screen.
  static let now = Date(timeIntervalSince1970: 1_790_000_000)

  /// A screen with Ivan Petrov signed in (unless `signedIn` is false) whose history holds
  /// `searches` (query, seconds before now), recorded oldest first, each as the kind `kinds`
  /// gives for its query (an album search by default).
  @MainActor static func screen(
    searches: [(query: String, secondsAgo: Double)] = [], kinds: [String: SearchKind] = [:],
    language: Language = .en,
    signedIn: Bool = true, currentUser: (any CurrentUser)? = nil
  ) async throws -> Screen {
    let (accounts, user) = try await InMemoryAccounts.withSignedInUser()
    if !signedIn { await accounts.end() }
    let history = InMemorySearchHistory(allowingUse: true)
    for search in searches.sorted(by: { $0.secondsAgo > $1.secondsAgo }) {
      await history.record(
        search.query, kind: kinds[search.query] ?? .album, for: user.id,
        at: now.addingTimeInterval(-search.secondsAgo))
    }
    let clock = FixedClock(now)
    let view = SpyHistoryView()
    let router = SpyHistoryRouter()
    let presenter = HistoryModule.build(
      view: view, router: router,
      dependencies: HistoryDependencies(
        currentUser: currentUser ?? accounts, history: history, clock: clock,
        language: language))
    view.presenter = presenter
    return Screen(
      view: view, router: router, presenter: presenter, history: history, user: user.id,
      clock: clock)
  }

  @MainActor struct Screen {
    let view: SpyHistoryView
    let router: SpyHistoryRouter
    let presenter: any HistoryPresenting
    let history: InMemorySearchHistory
    let user: User.ID
    let clock: FixedClock

    var stored: [String] {
      get async { await history.entries(for: user, limit: 1000).map(\.query) }
    }
  }
}
