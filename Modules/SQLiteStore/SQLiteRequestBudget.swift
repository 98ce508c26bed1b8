import AdapterPorts
import Domain
import Foundation

/// The live `RequestBudget`, in a file of its own (`BudgetSchema`) every process of the user
/// shares: every catalog request of every process is a row of `catalog_requests`, stamped when it was granted and, in `finished_at`, when its answer came,
/// and the catalog's refusal the one row of `catalog_pause`.
///
/// Reading the window and recording the slot happen in one `BEGIN IMMEDIATE` transaction, so
/// two processes never both take the last slot. A request not yet finished counts however old
/// it is, up to `RequestRate.longestRequestSeconds` (600 s, the longest `--timeout`) after its
/// grant, so the row of a process killed mid-request frees its slot then. Rows are kept for a
/// day (`RequestRate.secondsRange.upperBound`, the longest window any process may use), then
/// deleted as slots are taken, so the table stays small. A stamp more than 10 minutes after the
/// current time (the clock was set back) is moved back to it, and a pause shortened to 60
/// seconds, so a wrong clock never blocks requests for long.
public struct SQLiteRequestBudget: RequestBudget {
  /// The longest window any process may use: a shorter-window process must not delete the
  /// records a longer-window one still counts.
  private static let retention = TimeInterval(RequestRate.secondsRange.upperBound)
  /// How far after a caller's `now` a stamp may honestly be: another process may stamp its
  /// answer while this caller waits for the lock (`MUSICLIB_BUSY_TIMEOUT_MS`, at most 10
  /// minutes). Further ahead, the clock was set back.
  private static let clockSlack: TimeInterval = 600

  private let opened: @Sendable () throws -> SQLiteDatabase

  /// Creates the budget kept in `database`.
  public init(database: SQLiteDatabase) {
    opened = { database }
  }

  /// Creates the budget kept in `file`, opened when first asked; a file that cannot be opened
  /// fails each call as a database would (`GovernedTransport` then sends without the budget).
  public init(file: LazyDatabase) {
    opened = { try file.database() }
  }

  public func reserve(_ rate: RequestRate, at now: Date) async throws -> BudgetDecision {
    let stamp = SQLiteValue.real(now.timeIntervalSince1970)
    let window = TimeInterval(rate.seconds)
    let longest = TimeInterval(RequestRate.longestRequestSeconds)
    return try opened().write { transaction in
      try transaction.execute(
        "DELETE FROM catalog_requests WHERE coalesce(finished_at, sent_at + ?) <= ?",
        [.real(longest), .real(now.timeIntervalSince1970 - Self.retention)])
      let ahead = SQLiteValue.real(now.timeIntervalSince1970 + Self.clockSlack)
      try transaction.execute(
        "UPDATE catalog_requests SET sent_at = ? WHERE sent_at > ?", [stamp, ahead])
      try transaction.execute(
        "UPDATE catalog_requests SET finished_at = ? WHERE finished_at > ?", [stamp, ahead])
      let pauseEnd = now.timeIntervalSince1970 + TimeInterval(RequestRate.refusalPauseSeconds)
      try transaction.execute(
        "UPDATE catalog_pause SET until = ? WHERE until > ?",
        [.real(pauseEnd), .real(pauseEnd + Self.clockSlack)])
      let pausedUntil =
        try transaction.query("SELECT until FROM catalog_pause WHERE id = 1") {
          $0.double(0).map(Date.init(timeIntervalSince1970:))
        }.first ?? nil
      let arrivals = try transaction.query(
        "SELECT sent_at, finished_at FROM catalog_requests "
          + "WHERE finished_at IS NULL OR finished_at > ?",
        [.real(now.timeIntervalSince1970 - window)]
      ) {
        RequestRate.arrival(
          grantedAt: Date(timeIntervalSince1970: $0.double(0) ?? 0),
          finishedAt: $0.double(1).map(Date.init(timeIntervalSince1970:)), now: now)
      }
      let decision = rate.decision(sentAt: arrivals, pausedUntil: pausedUntil, now: now)
      if decision == .granted {
        try transaction.execute("INSERT INTO catalog_requests (sent_at) VALUES (?)", [stamp])
      }
      return decision
    }
  }

  public func finished(sentAt: Date, at finishedAt: Date) async throws {
    try opened().write { transaction in
      // Two requests granted at the very same instant are interchangeable: either row will do.
      try transaction.execute(
        """
        UPDATE catalog_requests SET finished_at = max(sent_at, ?)
          WHERE id = (
            SELECT id FROM catalog_requests WHERE sent_at = ? AND finished_at IS NULL LIMIT 1)
        """,
        [.real(finishedAt.timeIntervalSince1970), .real(sentAt.timeIntervalSince1970)])
    }
  }

  public func pause(until: Date) async throws {
    try opened().write { transaction in
      // A later pause already recorded (another process's refusal) is kept.
      try transaction.execute(
        """
        INSERT INTO catalog_pause (id, until) VALUES (1, ?)
          ON CONFLICT (id) DO UPDATE SET until = max(until, excluded.until)
        """,
        [.real(until.timeIntervalSince1970)])
    }
  }
}
