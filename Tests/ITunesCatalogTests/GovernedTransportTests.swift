import Domain
import Foundation
import ITunesCatalog
import TestSupport
import Testing

/// The governor over a fake transport, a budget in memory and a fake clock: waits come from
/// the clock, so nothing here sleeps.
@Suite struct GovernedTransportTests {
  let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
  let budget = InMemoryRequestBudget()
  let url = URL(string: "https://itunes.apple.com/search?term=kino")!
  let rate = RequestRate(requests: 3, seconds: 60)!

  func governor(
    answering status: Int = 200, waits: Bool = true, waiter: ClockAdvancingWaiter? = nil,
    transport: FakeHTTPTransport? = nil
  ) -> (GovernedTransport, FakeHTTPTransport, ClockAdvancingWaiter) {
    let waiter = waiter ?? ClockAdvancingWaiter(clock: clock)
    let transport =
      transport
      ?? FakeHTTPTransport(answers: [url.absoluteString: .response(status: status, body: Data())])
    let governor = GovernedTransport(
      wrapping: transport, budget: budget, rate: rate, clock: clock, waits: waits, waiter: waiter)
    return (governor, transport, waiter)
  }

  @Test func requestsWithinTheBudgetGoAtOnce() async throws {
    let (sut, transport, waiter) = governor()
    for _ in 1...3 {
      _ = try await sut.get(url, headers: [:])
      clock.advance(by: 10)
    }
    #expect(await transport.requests.count == 3)
    #expect(await waiter.waits.isEmpty)
    #expect(await budget.sent.count == 3)
  }

  @Test func aRequestOverTheBudgetWaitsUntilTheOldestLeavesTheWindow() async throws {
    let (sut, transport, waiter) = governor()
    let start = clock.now()
    for _ in 1...3 {
      _ = try await sut.get(url, headers: [:])
      clock.advance(by: 5)
    }
    _ = try await sut.get(url, headers: [:])

    #expect(await waiter.waits == [.init(until: start + 60, reason: .spent)])
    #expect(await transport.requests.count == 4)
    #expect(await budget.sent.last == start + 60, "sent when the slot freed, not before")
  }

  @Test func aBurstNeverPutsMoreThanTheRateInAnyWindow() async throws {
    let (sut, _, _) = governor()
    for _ in 1...30 {
      _ = try await sut.get(url, headers: [:])
      clock.advance(by: 0.25)
    }
    let sent = await budget.sent
    #expect(sent.count == 30)
    for (index, first) in sent.enumerated() {
      let inWindow = sent[index...].prefix { $0 < first + 60 }
      #expect(inWindow.count <= 3, "\(inWindow.count) requests from \(first)")
    }
  }

  @Test func noWaitFailsAtOnceNamingTheSecondsAndSendsNothing() async throws {
    let (sut, transport, waiter) = governor(waits: false)
    for _ in 1...3 { _ = try await sut.get(url, headers: [:]) }
    clock.advance(by: 17.5)

    await #expect(throws: MusicLibraryError.requestBudgetSpent(retryAfterSeconds: 43)) {
      _ = try await sut.get(url, headers: [:])
    }
    #expect(await transport.requests.count == 3)
    #expect(await waiter.waits.isEmpty)
  }

  @Test(arguments: [403, 429])
  func aRefusalEmptiesTheBudgetForAMinuteAndIsTold(status: Int) async throws {
    let (refused, _, waiter) = governor(answering: status)
    let start = clock.now()
    let response = try await refused.get(url, headers: [:])
    #expect(response.status == status, "the answer itself is passed on for the catalog to map")
    #expect(await waiter.refusals == [60])
    #expect(await budget.pausedUntil == start + 60)

    let (sut, transport, _) = governor(waiter: waiter)
    _ = try await sut.get(url, headers: [:])
    #expect(await waiter.waits == [.init(until: start + 60, reason: .paused)])
    #expect(await transport.requests.count == 1)
  }

  @Test func underNoWaitARefusalsPauseFailsWithItsSeconds() async throws {
    let (refused, _, _) = governor(answering: 403)
    _ = try await refused.get(url, headers: [:])
    clock.advance(by: 20)
    let (sut, transport, _) = governor(waits: false)
    await #expect(throws: MusicLibraryError.requestBudgetSpent(retryAfterSeconds: 40)) {
      _ = try await sut.get(url, headers: [:])
    }
    #expect(await transport.requests.isEmpty)
  }

  @Test func otherFailuresStillSpendTheirSlot() async throws {
    let transport = FakeHTTPTransport(answers: [url.absoluteString: .failure(.timeout)])
    let (sut, _, waiter) = governor(transport: transport)
    await #expect(throws: MusicLibraryError.timeout) { _ = try await sut.get(url, headers: [:]) }
    #expect(await budget.sent.count == 1)
    #expect(await budget.pausedUntil == nil)
    #expect(await waiter.refusals.isEmpty)
  }

  @Test func aSlotCountsFromWhenTheAnswerCame() async throws {
    let slow = SlowTransport(
      clock: clock, seconds: 5,
      answering: FakeHTTPTransport(
        answers: [url.absoluteString: .response(status: 200, body: Data())]))
    let sut = GovernedTransport(
      wrapping: slow, budget: budget, rate: rate, clock: clock, waits: false,
      waiter: ClockAdvancingWaiter(clock: clock))
    let start = clock.now()
    for _ in 1...3 { _ = try await sut.get(url, headers: [:]) }
    #expect(await budget.sent.sorted() == [start + 5, start + 10, start + 15])
    clock.advance(by: 60 - 15)

    // Granted at +60, the first request may have reached the catalog as late as +5.
    await #expect(throws: MusicLibraryError.requestBudgetSpent(retryAfterSeconds: 5)) {
      _ = try await sut.get(url, headers: [:])
    }
  }

  @Test func aBudgetTheDatabaseCannotReachLetsTheRequestGo() async throws {
    let transport = FakeHTTPTransport(
      answers: [url.absoluteString: .response(status: 403, body: Data())])
    let waiter = ClockAdvancingWaiter(clock: clock)
    let sut = GovernedTransport(
      wrapping: transport, budget: LockedBudget(), rate: rate, clock: clock, waits: false,
      waiter: waiter)
    #expect(try await sut.get(url, headers: [:]).status == 403)
    #expect(await transport.requests.count == 1)
    #expect(await waiter.refusals == [60], "the refusal is still told")
  }

  @Test func cancellingAWaitSendsNothing() async throws {
    let waiter = HangingWaiter()
    let transport = FakeHTTPTransport(answers: [
      url.absoluteString: .response(status: 200, body: Data())
    ])
    let sut = GovernedTransport(
      wrapping: transport, budget: budget, rate: rate, clock: clock, waits: true, waiter: waiter)
    for _ in 1...3 { _ = try await sut.get(url, headers: [:]) }

    let request = Task { try await sut.get(url, headers: [:]) }
    await waiter.started()
    request.cancel()
    await #expect(throws: CancellationError.self) { _ = try await request.value }
    #expect(await transport.requests.count == 3)
  }
}

/// A waiter whose wait lasts until its task is cancelled (Ctrl-C in the app).
private actor HangingWaiter: BudgetWaiting {
  private var hasStarted = false
  private var onStart: [CheckedContinuation<Void, Never>] = []

  func started() async {
    guard !hasStarted else { return }
    await withCheckedContinuation { onStart.append($0) }
  }

  func wait(until: Date, reason: BudgetWait) async throws {
    hasStarted = true
    for continuation in onStart { continuation.resume() }
    onStart = []
    try await Task.sleep(for: .seconds(3600))
  }

  func catalogRefused(pauseSeconds seconds: Int) async {}
}

/// A transport whose every request takes `seconds` of the fake clock.
private struct SlowTransport: HTTPTransport {
  let clock: FixedClock
  let seconds: TimeInterval
  let answering: any HTTPTransport

  func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
    clock.advance(by: seconds)
    return try await answering.get(url, headers: headers)
  }
}

/// A budget whose database another process holds past the busy timeout.
private struct LockedBudget: RequestBudget {
  func reserve(_ rate: RequestRate, at now: Date) async throws -> BudgetDecision {
    throw MusicLibraryError.storage(.locked(path: "/data/library.sqlite3"))
  }

  func finished(sentAt: Date, at finishedAt: Date) async throws {
    throw MusicLibraryError.storage(.locked(path: "/data/library.sqlite3"))
  }

  func pause(until: Date) async throws {
    throw MusicLibraryError.storage(.locked(path: "/data/library.sqlite3"))
  }
}
