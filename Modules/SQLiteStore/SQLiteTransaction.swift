import CSQLite

/// Runs statements inside one transaction opened by `SQLiteDatabase.read` or `write`.
///
/// Only use it inside the closure it was given to; every statement is prepared with bound
/// parameters and finalized before the call returns.
public struct SQLiteTransaction {
  let connection: OpaquePointer
  /// Whether statements that change the database are refused (a `read` transaction).
  public let isReadOnly: Bool
  /// The connection's compiled statements, reused across calls; nil compiles each afresh.
  var statements: StatementCache? = nil

  /// Runs one statement that returns no rows a caller needs.
  public func execute(_ sql: String, _ parameters: [SQLiteValue] = []) throws {
    try prepare(sql, parameters).run { _ in }
  }

  /// Runs one query and maps each result row with `row`.
  public func query<Element>(
    _ sql: String, _ parameters: [SQLiteValue] = [], row: (SQLiteRow) throws -> Element
  ) throws -> [Element] {
    var elements: [Element] = []
    try prepare(sql, parameters).run { elements.append(try row($0)) }
    return elements
  }

  /// Runs one query and hands each result row to `row` as it comes, keeping none.
  public func forEachRow(
    _ sql: String, _ parameters: [SQLiteValue] = [], row: (SQLiteRow) throws -> Void
  ) throws {
    try prepare(sql, parameters).run(row: row)
  }

  /// The rowid of the last row inserted on this connection.
  public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(connection) }

  /// How many rows the last INSERT, UPDATE or DELETE changed.
  public var changedRowCount: Int { Int(sqlite3_changes(connection)) }

  private func prepare(_ sql: String, _ parameters: [SQLiteValue]) throws -> PreparedStatement {
    let statement = try PreparedStatement(
      connection: connection, sql: sql, parameters: parameters, cache: statements)
    // A write inside a deferred read transaction could fail with SQLITE_BUSY_SNAPSHOT under WAL.
    if isReadOnly && !statement.isReadOnly {
      throw SQLiteError(
        extendedCode: SQLITE_MISUSE, message: "write statement in a read transaction: \(sql)")
    }
    return statement
  }
}
