/// A value bound to a statement parameter.
public enum SQLiteValue: Hashable, Sendable {
  /// UTF-8 text, bound as a copy (SQLITE_TRANSIENT).
  case text(String)
  /// A 64-bit integer.
  case integer(Int64)
  /// A double.
  case real(Double)
  /// Bytes, bound as a copy.
  case blob([UInt8])
  /// SQL NULL.
  case null
}
