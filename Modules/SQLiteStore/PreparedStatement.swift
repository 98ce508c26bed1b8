import CSQLite

/// One compiled SQL statement with its parameters bound; finalized when released, or given back
/// to the connection's cache.
final class PreparedStatement {
  private let connection: OpaquePointer
  private let handle: OpaquePointer

  private let sql: String
  /// Where the statement goes back when released, instead of being finalized.
  private let cache: StatementCache?

  /// Compiles `sql` (exactly one statement), or takes it compiled from `cache`, and binds
  /// `parameters` to `?1…?n`.
  init(
    connection: OpaquePointer, sql: String, parameters: [SQLiteValue],
    cache: StatementCache? = nil
  ) throws {
    self.connection = connection
    self.sql = sql
    self.cache = cache
    if let cached = cache?.checkOut(sql) {
      handle = cached
      try bind(parameters)
      return
    }
    var compiled: OpaquePointer?
    var unused = ""
    let code = sql.withCString { text in
      var tail: UnsafePointer<CChar>?
      let code = sqlite3_prepare_v2(connection, text, -1, &compiled, &tail)
      unused = tail.map { String(cString: $0) } ?? ""
      return code
    }
    guard code == SQLITE_OK else {
      sqlite3_finalize(compiled)
      throw SQLiteError.last(of: connection)
    }
    guard let compiled else {
      throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "no SQL statement in: \(sql)")
    }
    // Text after the first statement would otherwise be ignored without a word.
    guard unused.allSatisfy(\.isWhitespace) else {
      sqlite3_finalize(compiled)
      throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "more than one statement in: \(sql)")
    }
    handle = compiled
    try bind(parameters)
  }

  deinit {
    if let cache {
      cache.checkIn(sql, handle)
    } else {
      sqlite3_finalize(handle)
    }
  }

  private func bind(_ parameters: [SQLiteValue]) throws {
    let expected = Int(sqlite3_bind_parameter_count(handle))
    guard expected == parameters.count else {
      throw SQLiteError(
        extendedCode: SQLITE_RANGE,
        message: "\(sql) expects \(expected) parameters, got \(parameters.count)")
    }
    for (offset, value) in parameters.enumerated() {
      try bind(value, at: Int32(offset + 1))
    }
  }

  /// Whether the statement cannot change the database.
  var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

  /// Runs the statement to completion, calling `row` for each result row.
  func run(row: (SQLiteRow) throws -> Void) throws {
    while true {
      switch sqlite3_step(handle) {
      case SQLITE_ROW: try row(SQLiteRow(statement: handle))
      case SQLITE_DONE: return
      default: throw SQLiteError.last(of: connection)
      }
    }
  }

  private func bind(_ value: SQLiteValue, at index: Int32) throws {
    let code: Int32
    switch value {
    case .text(let text):
      // An explicit byte count keeps text after an embedded NUL.
      code = sqlite3_bind_text(
        handle, index, text, Int32(text.utf8.count), csqlite_transient())
    case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
    case .real(let number): code = sqlite3_bind_double(handle, index, number)
    case .blob(let bytes):
      code = sqlite3_bind_blob(handle, index, bytes, Int32(bytes.count), csqlite_transient())
    case .null: code = sqlite3_bind_null(handle, index)
    }
    guard code == SQLITE_OK else { throw SQLiteError.last(of: connection) }
  }
}
