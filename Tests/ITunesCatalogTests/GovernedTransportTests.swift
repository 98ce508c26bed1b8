import AdapterPorts
import Domain
import Foundation
import ITunesCatalog
import InMemoryPorts
import SQLiteStore
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

  @Test func aBudgetLockedPastEveryAttemptLetsTheRequestGoAndSaysSoOnce() async throws {
    let transport = FakeHTTPTransport(
      answers: [url.absoluteString: .response(status: 403, body: Data())])
    let waiter = ClockAdvancingWaiter(clock: clock)
    let sut = GovernedTransport(
      wrapping: transport, budget: LockedBudget(), rate: rate, clock: clock, waits: false,
      waiter: waiter)
    #expect(try await sut.get(url, headers: [:]).status == 403)
    #expect(try await sut.get(url, headers: [:]).status == 403)
    #expect(await transport.requests.count == 2)
    #expect(await waiter.unavailable == [.locked(path: "/data/library.sqlite3")])
    #expect(
      await waiter.refusals == [nil, nil], "told, but not as a pause, which was not recorded")
  }

  @Test func aBudgetLockedForAMomentIsAskedAgain() async throws {
    let transport = FakeHTTPTransport(
      answers: [url.absoluteString: .response(status: 403, body: Data())])
    let waiter = ClockAdvancingWaiter(clock: clock)
    let sut = GovernedTransport(
      wrapping: transport, budget: BrieflyLockedBudget(budget, failures: 2), rate: rate,
      clock: clock, waits: false, waiter: waiter)
    #expect(try await sut.get(url, headers: [:]).status == 403)
    #expect(await budget.sent.count == 1, "the slot was taken at the third attempt")
    #expect(await budget.pausedUntil == clock.now() + 60)
    #expect(await waiter.unavailable.isEmpty)
    #expect(await waiter.refusals == [60])
  }

  @Test(arguments: [BrokenDatabase.readOnly, .missingTable])
  func aBudgetTheDatabaseCannotKeepLetsRequestsGoAndSaysSoOnce(_ broken: BrokenDatabase)
    async throws
  {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    let database = try SQLiteDatabase(path: path, migrations: BudgetSchema.migrations)
    switch broken {
    case .readOnly: try database.write { try $0.execute("PRAGMA query_only = ON") }
    case .missingTable: try database.write { try $0.execute("DROP TABLE catalog_requests") }
    }
    let transport = FakeHTTPTransport(
      answers: [url.absoluteString: .response(status: 200, body: Data())])
    let waiter = ClockAdvancingWaiter(clock: clock)
    let sut = GovernedTransport(
      wrapping: transport, budget: SQLiteRequestBudget(database: database), rate: rate,
      clock: clock, waits: false, waiter: waiter)

    for _ in 1...5 { #expect(try await sut.get(url, headers: [:]).status == 200) }
    #expect(await transport.requests.count == 5, "more than the rate: the budget is not kept")
    let told = await waiter.unavailable
    #expect(told.count == 1, "\(told)")
    switch told.first {
    case .readOnly(let at)? where broken == .readOnly: #expect(at == path)
    case .other(let at, _)? where broken == .missingTable: #expect(at == path)
    default: Issue.record("\(told)")
    }
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

  func catalogRefused(pauseSeconds seconds: Int?) async {}
  func budgetUnavailable(_ failure: StorageFailure) async {}
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

/// How a real budget database is broken.
enum BrokenDatabase: Sendable {
  /// It refuses every write.
  case readOnly
  /// The budget's table is gone (a damaged or foreign database).
  case missingTable
}

/// A budget whose database is locked for the first `failures` calls, then `budget` itself.
private actor BrieflyLockedBudget: RequestBudget {
  private let budget: any RequestBudget
  private var failures: Int

  init(_ budget: any RequestBudget, failures: Int) {
    self.budget = budget
    self.failures = failures
  }

  private func lockedOnce() throws {
    guard failures > 0 else { return }
    failures -= 1
    throw MusicLibraryError.storage(.locked(path: "/data/library.sqlite3"))
  }

  func reserve(_ rate: RequestRate, at now: Date) async throws -> BudgetDecision {
    try lockedOnce()
    return try await budget.reserve(rate, at: now)
  }

  func finished(sentAt: Date, at finishedAt: Date) async throws {
    try lockedOnce()
    try await budget.finished(sentAt: sentAt, at: finishedAt)
  }

  func pause(until: Date) async throws {
    try lockedOnce()
    try await budget.pause(until: until)
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
