import AdapterPorts
import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

/// The request budget in the database, shared by connections as by processes: two never both
/// take the last slot, and a refusal's pause reaches every one.
@Suite struct RequestBudgetStoreTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)
  let rate = RequestRate(requests: 3, seconds: 60)!

  @Test func twoConnectionsShareOneBudget() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let first = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )
    let second = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )

    #expect(try await first.reserve(rate, at: now) == .granted)
    try await first.finished(sentAt: now, at: now)
    #expect(try await second.reserve(rate, at: now + 1) == .granted)
    try await second.finished(sentAt: now + 1, at: now + 1)
    #expect(try await first.reserve(rate, at: now + 2) == .granted)
    try await first.finished(sentAt: now + 2, at: now + 2)
    #expect(try await second.reserve(rate, at: now + 3) == .wait(until: now + 60, reason: .spent))
    #expect(try await first.reserve(rate, at: now + 3) == .wait(until: now + 60, reason: .spent))
    #expect(try await second.reserve(rate, at: now + 60) == .granted)
    #expect(
      try await first.reserve(rate, at: now + 60) == .wait(until: now + 61, reason: .spent))
  }

  @Test func aRequestCountsFromWhenItFinished() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let first = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )
    let second = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )
    let rate = try #require(RequestRate(requests: 1, seconds: 60))

    #expect(try await first.reserve(rate, at: now) == .granted)
    try await first.finished(sentAt: now, at: now + 4.5)
    #expect(
      try await second.reserve(rate, at: now + 60) == .wait(until: now + 64.5, reason: .spent))
    try await first.finished(sentAt: now + 1000, at: now + 1001)  // no such request: nothing
    #expect(try await second.reserve(rate, at: now + 64.5) == .granted)
  }

  @Test func aPauseReachesTheOtherConnectionAndAnEarlierOneNeverShortensIt() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let first = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )
    let second = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )

    try await first.pause(until: now + 60)
    try await second.pause(until: now + 30)
    #expect(try await second.reserve(rate, at: now) == .wait(until: now + 60, reason: .paused))
    #expect(try await first.reserve(rate, at: now + 60) == .granted)
  }

  @Test func manyTasksOnTwoConnectionsTakeExactlyTheLimit() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let path = location.databasePath
    let budgets = [
      SQLiteRequestBudget(
        database: try SQLiteDatabase(path: path, migrations: BudgetSchema.migrations)),
      SQLiteRequestBudget(
        database: try SQLiteDatabase(path: path, migrations: BudgetSchema.migrations)),
    ]
    let rate = try #require(RequestRate(requests: 10, seconds: 60))
    let now = now
    let decisions = try await withThrowingTaskGroup(of: BudgetDecision.self) { group in
      for index in 0..<40 {
        group.addTask { try await budgets[index % 2].reserve(rate, at: now) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(decisions.filter { $0 == .granted }.count == 10)
    #expect(decisions.filter { $0 == .wait(until: now + 60, reason: .spent) }.count == 30)
  }

  @Test func requestsAreKeptForADayThenForgotten() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(
      path: location.databasePath, migrations: BudgetSchema.migrations)
    let budget = SQLiteRequestBudget(database: database)
    let rate = try #require(RequestRate(requests: 1, seconds: 60))
    func kept() throws -> [Double?] {
      try database.read {
        try $0.query("SELECT sent_at FROM catalog_requests ORDER BY sent_at") { $0.double(0) }
      }
    }

    #expect(try await budget.reserve(rate, at: now) == .granted)
    try await budget.finished(sentAt: now, at: now + 1)
    #expect(try await budget.reserve(rate, at: now + 86_400) == .granted)
    try await budget.finished(sentAt: now + 86_400, at: now + 86_400)
    #expect(try kept().count == 2, "a request a day old is still on record")
    #expect(try await budget.reserve(rate, at: now + 86_461) == .granted)
    #expect(
      try kept() == [now + 86_400, now + 86_461].map(\.timeIntervalSince1970),
      "older than a day: gone")
  }

  @Test func aDefaultRateProcessKeepsTheRecordsALongWindowCounts() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let daily = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )
    let other = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )
    let twicePerDay = try #require(RequestRate(requests: 2, seconds: 86_400))

    #expect(try await daily.reserve(twicePerDay, at: now) == .granted)
    try await daily.finished(sentAt: now, at: now)
    #expect(try await other.reserve(.iTunes, at: now + 7200) == .granted)
    try await other.finished(sentAt: now + 7200, at: now + 7200)
    #expect(
      try await daily.reserve(twicePerDay, at: now + 7300)
        == .wait(until: now + 86_400, reason: .spent))
  }

  @Test func aRequestInFlightCountsUntilItFinishesAtMostTheLongestTimeout() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let first = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )
    let second = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )
    let rate = try #require(RequestRate(requests: 1, seconds: 60))

    #expect(try await first.reserve(rate, at: now) == .granted)
    // Still unanswered two windows later: it may reach the catalog any moment.
    #expect(
      try await second.reserve(rate, at: now + 120) == .wait(until: now + 180, reason: .spent))
    try await first.finished(sentAt: now, at: now + 150)
    #expect(
      try await second.reserve(rate, at: now + 170) == .wait(until: now + 210, reason: .spent))
    #expect(try await second.reserve(rate, at: now + 210) == .granted)

    // This one's process was killed mid-request: by the longest timeout it arrived, if ever.
    #expect(
      try await first.reserve(rate, at: now + 630) == .wait(until: now + 690, reason: .spent))
    #expect(
      try await first.reserve(rate, at: now + 810) == .wait(until: now + 870, reason: .spent))
    #expect(try await first.reserve(rate, at: now + 870) == .granted)
  }

  @Test func aClockSetBackIsRepaired() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let budget = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )
    let rate = try #require(RequestRate(requests: 1, seconds: 60))

    #expect(try await budget.reserve(rate, at: now + 7200) == .granted)
    try await budget.finished(sentAt: now + 7200, at: now + 7201)
    // The clock goes back two hours: the request "from the future" now counts as sent just now.
    #expect(
      try await budget.reserve(rate, at: now) == .wait(until: now + 60, reason: .spent))
    #expect(try await budget.reserve(rate, at: now + 60) == .granted)
    try await budget.finished(sentAt: now + 60, at: now + 60)
    try await budget.pause(until: now + 86_400)
    #expect(
      try await budget.reserve(rate, at: now + 120) == .wait(until: now + 180, reason: .paused))
  }

  @Test func requestsRecordedBeforeTheInFlightStepCountAsFinished() async throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let step = try #require(
      BudgetSchema.migrations.firstIndex { $0.summary == "catalog requests in flight" })
    let older = try SQLiteDatabase(
      path: location.databasePath, migrations: Array(BudgetSchema.migrations[..<step]))
    try older.write {
      try $0.execute(
        "INSERT INTO catalog_requests (sent_at) VALUES (?)", [.real(now.timeIntervalSince1970)])
    }
    let budget = SQLiteRequestBudget(
      database: try SQLiteDatabase(path: location.databasePath, migrations: BudgetSchema.migrations)
    )
    let rate = try #require(RequestRate(requests: 1, seconds: 60))
    #expect(try await budget.reserve(rate, at: now + 30) == .wait(until: now + 60, reason: .spent))
    #expect(try await budget.reserve(rate, at: now + 60) == .granted)
  }

  @Test func theBudgetFileHasTheBudgetTablesAndTheLibraryNoLonger() throws {
    let location = TemporaryLocation()
    defer { location.remove() }
    let database = try SQLiteDatabase(
      path: location.databasePath, migrations: BudgetSchema.migrations)
    let tables = try database.read {
      try $0.query("SELECT name FROM sqlite_schema WHERE type = 'table'") { $0.text(0) ?? "" }
    }
    #expect(Set(tables).isSuperset(of: ["catalog_requests", "catalog_pause"]))
    #expect(try database.schemaVersion() == Int32(BudgetSchema.migrations.count))
    let library = try SQLiteDatabase(path: location.directory.path + "/library.sqlite3")
    let libraryTables = try library.read {
      try $0.query("SELECT name FROM sqlite_schema WHERE type = 'table'") { $0.text(0) ?? "" }
    }
    #expect(Set(libraryTables).isDisjoint(with: ["catalog_requests", "catalog_pause"]))
  }
}
