import CSQLite

/// The compiled statements of one connection, kept for the next use of the same SQL: a search
/// that stores 200 albums runs the same few statements hundreds of times, and compiling each
/// again cost more than running it. Used only under the database's lock.
final class StatementCache {
  /// How many distinct statements are kept; past it, a returned one is finalized.
  private static let capacity = 64

  private let connection: OpaquePointer
  private var idle: [String: OpaquePointer] = [:]

  init(connection: OpaquePointer) {
    self.connection = connection
  }

  /// The compiled `sql` when one is idle (taken out of the cache until `checkIn`), else nil.
  func checkOut(_ sql: String) -> OpaquePointer? {
    idle.removeValue(forKey: sql)
  }

  /// Takes back `statement`, compiled from `sql`, reset and with its parameters cleared.
  func checkIn(_ sql: String, _ statement: OpaquePointer) {
    sqlite3_reset(statement)
    sqlite3_clear_bindings(statement)
    guard idle[sql] == nil, idle.count < Self.capacity else {
      sqlite3_finalize(statement)
      return
    }
    idle[sql] = statement
  }

  /// Finalizes every idle statement; before the connection closes.
  func finalizeAll() {
    for statement in idle.values { sqlite3_finalize(statement) }
    idle = [:]
  }
}
