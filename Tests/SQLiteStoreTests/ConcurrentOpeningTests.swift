import Dispatch
import Domain
import Foundation
import SQLiteStore
import TestSupport
import Testing

/// Many connections opening one new file at the same moment, as processes started together do:
/// each switches the file to WAL mode, which SQLite refuses at once (without its busy handler)
/// while another connection holds a lock.
@Suite struct ConcurrentOpeningTests {
  @Test func connectionsOpeningANewFileTogetherAllSucceed() throws {
    let failures = Failures()
    for _ in 0..<20 {
      let location = TemporaryLocation()
      defer { location.remove() }
      // The directory exists first, so the connections race on the file alone.
      let directory = URL(fileURLWithPath: location.databasePath).deletingLastPathComponent()
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      DispatchQueue.concurrentPerform(iterations: 8) { _ in
        do {
          _ = try SQLiteDatabase(path: location.databasePath)
        } catch {
          failures.append(String(describing: error))
        }
      }
    }
    #expect(failures.all.isEmpty, "\(failures.all)")
  }
}

/// What the connections reported, collected from several threads.
private final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []

  func append(_ failure: String) { lock.withLock { list.append(failure) } }
  var all: [String] { lock.withLock { list } }
}
