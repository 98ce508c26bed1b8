import CSQLite
import Domain

/// A failed SQLite call, as the statement API reports it inside a transaction.
///
/// `SQLiteDatabase.read` and `write` turn any that escape the transaction into
/// `MusicLibraryError.storage`; catch it inside to react to a specific code.
public struct SQLiteError: Error, Hashable, Sendable {
  /// The extended result code (`sqlite3_extended_errcode`).
  public let extendedCode: Int32
  /// SQLite's message for the failure.
  public let message: String

  /// Creates an error from a result code and message.
  public init(extendedCode: Int32, message: String) {
    self.extendedCode = extendedCode
    self.message = message
  }

  /// The primary result code (the low byte of the extended code).
  public var primaryCode: Int32 { extendedCode & 0xFF }

  /// `SQLITE_CONSTRAINT_UNIQUE` (2067); the macro is not imported into Swift.
  public static let constraintUnique: Int32 = SQLITE_CONSTRAINT | (8 << 8)

  /// The storage failure this error means for the database at `path`.
  public func storageFailure(path: String) -> StorageFailure {
    switch primaryCode {
    case SQLITE_BUSY, SQLITE_LOCKED: .locked(path: path)
    case SQLITE_NOTADB, SQLITE_CORRUPT: .corrupt(path: path)
    case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH: .readOnly(path: path)
    default: .other(path: path, detail: "\(message) (SQLite code \(extendedCode))")
    }
  }

  /// The latest error of `connection`.
  static func last(of connection: OpaquePointer) -> SQLiteError {
    SQLiteError(
      extendedCode: sqlite3_extended_errcode(connection),
      message: String(cString: sqlite3_errmsg(connection)))
  }
}
