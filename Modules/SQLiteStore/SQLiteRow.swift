import CSQLite

/// The current row of a query, read by zero-based column index. Valid only inside the row closure.
public struct SQLiteRow {
  let statement: OpaquePointer

  /// Whether the column holds NULL.
  public func isNull(_ column: Int32) -> Bool {
    sqlite3_column_type(statement, column) == SQLITE_NULL
  }

  /// The column as text (all of it, even past an embedded NUL), or nil when it is NULL.
  public func text(_ column: Int32) -> String? {
    guard !isNull(column), let bytes = sqlite3_column_text(statement, column) else { return nil }
    // sqlite3_column_bytes must come after sqlite3_column_text to count the UTF-8 form.
    let count = Int(sqlite3_column_bytes(statement, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// The column's bytes as text (all of them), or nil when it is NULL.
  public func utf8(_ column: Int32) -> [UInt8]? {
    guard !isNull(column), let bytes = sqlite3_column_text(statement, column) else { return nil }
    let count = Int(sqlite3_column_bytes(statement, column))
    return Array(UnsafeBufferPointer(start: bytes, count: count))
  }

  /// The column as a 64-bit integer, or nil when it is NULL.
  public func int64(_ column: Int32) -> Int64? {
    isNull(column) ? nil : sqlite3_column_int64(statement, column)
  }

  /// The column as a double, or nil when it is NULL.
  public func double(_ column: Int32) -> Double? {
    isNull(column) ? nil : sqlite3_column_double(statement, column)
  }
}
