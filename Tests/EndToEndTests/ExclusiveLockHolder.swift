import Foundation
import TestSupport

/// Another process (Python's `sqlite3`) holding `BEGIN EXCLUSIVE` (or only the database
/// open, having run `statement`) on a database until `release()`.
final class ExclusiveLockHolder {
  private let process: ChildProcess

  private static let script = """
    import sqlite3, sys
    connection = sqlite3.connect(sys.argv[1], isolation_level=None)
    connection.execute(sys.argv[2]).fetchall()
    print("locked", flush=True)
    sys.stdin.read()
    if connection.in_transaction: connection.execute("ROLLBACK")
    """

  /// Starts the holder and returns once it has run `statement`.
  init(databasePath: String, statement: String = "BEGIN EXCLUSIVE") async throws {
    process = try ChildProcess(
      "python3", ["-c", Self.script, databasePath, statement],
      environment: ProcessInfo.processInfo.environment, stdin: .pipe, stderr: .null)
    let output = process.output
    let line = await offThePool { output?.availableData ?? Data() }
    guard String(decoding: line, as: UTF8.self).hasPrefix("locked") else {
      release()
      throw HolderFailure()
    }
  }

  deinit {
    release()
  }

  /// Lets go of the lock and waits for the holder to exit.
  func release() {
    try? process.input?.close()
    process.wait()
  }

  /// The holder did not report holding the lock.
  struct HolderFailure: Error {}
}
