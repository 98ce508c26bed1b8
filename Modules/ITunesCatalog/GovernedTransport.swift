import AdapterPorts
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
/// as arriving at the catalog while its request is in flight, and from when its answer came
/// (or it failed) afterwards, the latest the catalog could have received it, so no window of
/// arrivals holds more than the rate. An HTTP 403 or 429 empties the budget for
/// `RequestRate.refusalPauseSeconds` for every process, and `waiter` is told; the answer itself
/// is returned unchanged.
///
/// A budget the database cannot reach does not stop a request, as it does not stop a search
/// for its history: locked past the busy timeout, it is asked again a few times; read-only,
/// damaged or failing otherwise, the request goes without it and `waiter` is told once.
public struct GovernedTransport: HTTPTransport {
  /// How many times the budget is asked while the database is locked (each time waiting up to
  /// the busy timeout, as every write does) before a request goes without it.
  static let lockedAttempts = 3

  private let transport: any HTTPTransport
  private let budget: any RequestBudget
  private let rate: RequestRate
  private let clock: any WallClock
  private let waits: Bool
  private let waiter: any BudgetWaiting
  private let unavailableTold = OnceFlag()

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
      await finish(sentAt)
      throw error
    }
    await finish(sentAt)
    if ITunesFailure.error(status: response.status, body: response.body) == .rateLimited {
      let pause = RequestRate.refusalPauseSeconds
      let until = clock.now() + TimeInterval(pause)
      let paused = (try? await budgetCall { try await budget.pause(until: until) }) ?? false
      await waiter.catalogRefused(pauseSeconds: paused ? pause : nil)
    }
    return response
  }

  /// Waits for a slot and returns when it was granted.
  private func takeSlot() async throws -> Date {
    while true {
      try Task.checkCancellation()
      let now = clock.now()
      var decision = BudgetDecision.granted
      guard try await budgetCall({ decision = try await budget.reserve(rate, at: now) }) else {
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

  /// Records that the request granted at `sentAt` finished. A failure leaves it counted as in
  /// flight, at most `RequestRate.longestRequestSeconds` after its grant.
  private func finish(_ sentAt: Date) async {
    _ = try? await budgetCall { try await budget.finished(sentAt: sentAt, at: clock.now()) }
  }

  /// Runs `call` on the budget, asked again while the database is locked; false when the
  /// database failed (the waiter told the first time). Other errors are thrown on.
  private func budgetCall(_ call: () async throws -> Void) async throws -> Bool {
    var attempt = 1
    while true {
      do {
        try await call()
        return true
      } catch MusicLibraryError.storage(.locked) where attempt < Self.lockedAttempts {
        attempt += 1
      } catch MusicLibraryError.storage(let failure) {
        if unavailableTold.setFirstTime() { await waiter.budgetUnavailable(failure) }
        return false
      }
    }
  }
}

/// A flag set once, from any task.
private final class OnceFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false

  /// Sets the flag; true only for the first call.
  func setFirstTime() -> Bool {
    lock.withLock {
      defer { isSet = true }
      return !isSet
    }
  }
}
