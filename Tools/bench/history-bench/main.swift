// Measures history suggestions over 10,000 entries: through SQLite for one user of a database
// holding 100 users × 100 entries, and with `HistorySuggestions.rank` over 10,000 entries in
// memory. Run with `swift run -c release --package-path Tools/bench history-bench`.

import Domain
import Foundation
import SQLiteStore

struct BenchClock: WallClock {
  let start = Date(timeIntervalSince1970: 1_790_000_000)
  func now() -> Date { start }
  var timeZone: TimeZone { TimeZone(identifier: "UTC")! }
}

/// A deterministic pseudo-random sequence (SplitMix64), so every run measures the same data.
struct SplitMix64 {
  var state: UInt64
  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

let words = [
  "love", "night", "blue", "road", "live", "best", "greatest", "hits", "moon", "summer", "rock",
  "jazz", "dream", "fire", "heart", "abbey", "beatles", "queen", "AC/DC", "Led", "Zeppelin",
  "Ёлка", "звезда", "дом", "песни", "ночь", "кино", "Группа", "крови", "лето", "море", "ветер",
  "Sigur", "Rós", "Björk", "Café", "Tango", "Symphony", "No.", "5", "Greatest", "Deluxe",
]

/// 10,000 distinct search texts of two to four words.
func makeQueries(count: Int) -> [String] {
  var random = SplitMix64(state: 42)
  var seen: Set<String> = []
  var queries: [String] = []
  while queries.count < count {
    let length = 2 + random.next(below: 3)
    let text = (0..<length).map { _ in words[random.next(below: words.count)] }
      .joined(separator: " ")
    if seen.insert(HistoryText.fold(text)).inserted { queries.append(text) }
  }
  return queries
}

/// Median and 95th percentile of `runs` calls of `body`, in milliseconds.
func measure(runs: Int = 1000, _ body: () async throws -> Void) async rethrows -> (Double, Double) {
  var samples: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let elapsed = try await clock.measure { try await body() }
    samples.append(
      Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
  }
  samples.sort()
  return (samples[samples.count / 2], samples[samples.count * 95 / 100])
}

func report(_ name: String, _ result: (median: Double, p95: Double)) {
  let verdict = result.p95 < 5 ? "ok" : "OVER 5 ms"
  print(
    name.padding(toLength: 58, withPad: " ", startingAt: 0)
      + String(format: "median %7.3f ms   p95 %7.3f ms   %@", result.median, result.p95, verdict))
}

let userCount = 100
let queries = makeQueries(count: userCount * HistoryEntry.maximumPerUser)
let directory = FileManager.default.temporaryDirectory
  .appendingPathComponent("history-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: directory) }

let database = try SQLiteDatabase(path: directory.appendingPathComponent("library.sqlite3").path)
let clock = BenchClock()
let users = SQLiteUserStore(database: database, clock: clock)
let history = SQLiteSearchHistoryStore(database: database)
var userIDs: [User.ID] = []
let filling = ContinuousClock.now
for number in 0..<userCount {
  let user = try await users.create(
    NewAccount(
      firstName: "Bench", lastName: "User", birthDate: CalendarDate(year: 1990, month: 1, day: 1)!,
      phone: "+375291234567", email: "user\(number)@example.com", passwordHash: "$y$bench"))
  userIDs.append(user.id)
  let own = queries[(number * HistoryEntry.maximumPerUser)...].prefix(HistoryEntry.maximumPerUser)
  for (offset, query) in own.enumerated() {
    try await history.record(
      query, for: user.id, at: clock.start.addingTimeInterval(Double(offset)))
  }
}
let stored = try database.read {
  try $0.query("SELECT count(*) FROM search_history") { $0.int64(0) ?? 0 }
}[0]
print("Filled \(stored) entries for \(userCount) users in \(ContinuousClock.now - filling)")

let user = userIDs[userCount / 2]
let entries = queries.enumerated().reversed().map { offset, query in
  HistoryEntry(query: query, searchedAt: clock.start.addingTimeInterval(Double(offset)))
}
print("1,000 runs each, 5 suggestions:")
for prefix in ["lo", "зв", "елка", "qqq", ""] {
  let shown = prefix.isEmpty ? "(empty)" : "\"\(prefix)\""
  report(
    "SQLite, one user of 10,000 entries, prefix \(shown)",
    try await measure { _ = try await history.suggestions(for: user, prefix: prefix, limit: 5) })
  report(
    "HistorySuggestions.rank, 10,000 entries, prefix \(shown)",
    await measure { _ = HistorySuggestions.rank(entries: entries, prefix: prefix, limit: 5) })
}
