import Domain
import Foundation

/// The governor: an `HTTPTransport` that sends a request only when the shared `RequestBudget`
/// has a slot for it, so that every process on the machine together stays under the catalog's
/// rate limit and never draws its refusal by itself.
///
/// Give it to the catalog alone (search and lookup on the API host): covers and previews come
/// from Apple's content hosts, which the API's limit does not cover, and are not counted. Every
/// request sent takes a slot, whatever its answer. A request without a slot waits for one
/// through `waiter` (a countdown on a terminal), or, when `waits` is false (`--no-wait`), fails
/// at once with `MusicLibraryError.requestBudgetSpent` naming the seconds to wait. A slot counts
/// from when the request's answer came (or it failed), the latest the catalog could have
/// received it, so no window of arrivals holds more than the rate while requests last less
/// than the window (`--timeout`, 15 s by default, against 60 s). An HTTP 403 or
/// 429 empties the budget for `RequestRate.refusalPauseSeconds` for every process, and
/// `waiter` is told; the answer itself is returned unchanged. A budget that cannot be read or
/// written (the database locked past its busy timeout) lets the request go unbudgeted.
public struct GovernedTransport: HTTPTransport {
  private let transport: any HTTPTransport
  private let budget: any RequestBudget
  private let rate: RequestRate
  private let clock: any WallClock
  private let waits: Bool
  private let waiter: any BudgetWaiting

  /// Creates the governor.
  /// - Parameters:
  ///   - transport: what sends a request once it has its slot.
  ///   - budget: the shared budget the slots are taken from.
  ///   - rate: the most requests in any window (`MUSICLIB_RATE`).
  ///   - clock: the clock the budget's times are read from.
  ///   - waits: whether a request without a slot waits for one (false under `--no-wait`).
  ///   - waiter: how a wait is spent and a refusal told.
  public init(
    wrapping transport: any HTTPTransport, budget: any RequestBudget, rate: RequestRate,
    clock: any WallClock, waits: Bool, waiter: any BudgetWaiting
  ) {
    self.transport = transport
    self.budget = budget
    self.rate = rate
    self.clock = clock
    self.waits = waits
    self.waiter = waiter
  }

  // MARK: - HTTPTransport

  public func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
    let sentAt = try await takeSlot()
    let response: HTTPResponse
    do {
      response = try await transport.get(url, headers: headers)
    } catch {
      try? await budget.finished(sentAt: sentAt, at: clock.now())
      throw error
    }
    // A failure to restamp leaves the slot counted from when it was granted: an answer that
    // arrived is never lost for it.
    try? await budget.finished(sentAt: sentAt, at: clock.now())
    if ITunesFailure.error(status: response.status, body: response.body) == .rateLimited {
      let pause = RequestRate.refusalPauseSeconds
      try? await budget.pause(until: clock.now() + TimeInterval(pause))
      await waiter.catalogRefused(pauseSeconds: pause)
    }
    return response
  }

  /// Waits for a slot and returns when it was granted.
  private func takeSlot() async throws -> Date {
    while true {
      try Task.checkCancellation()
      let now = clock.now()
      let decision: BudgetDecision
      do {
        decision = try await budget.reserve(rate, at: now)
      } catch MusicLibraryError.storage {
        // The budget is a courtesy to the catalog: a database another process holds past the
        // busy timeout must not stop a search, any more than it stops one for its history.
        return now
      }
      guard case .wait(let until, let reason) = decision else { return now }
      guard waits else {
        let seconds = Int(until.timeIntervalSince(now).rounded(.up))
        throw MusicLibraryError.requestBudgetSpent(retryAfterSeconds: max(seconds, 1))
      }
      // Another process may take the slot that frees first: ask again after the wait.
      try await waiter.wait(until: until, reason: reason)
    }
  }
}
