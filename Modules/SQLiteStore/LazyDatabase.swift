import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A database file of its own (the answer cache, the request budget) opened on first use, so a
/// run that never needs it never opens it and one that cannot open it fails only where it is
/// used. The outcome of the first opening is kept for the run: a damaged file is checked once.
public final class LazyDatabase: @unchecked Sendable {
  /// The database file.
  public let path: String
  private let busyTimeoutMilliseconds: Int32
  private let migrations: [SchemaMigration]
  private let disposable: Bool
  private let lock = NSLock()
  private var opened: Result<SQLiteDatabase, any Error>?

  /// A file at `path` with the schema `migrations` describe, opened when first asked for;
  /// `disposable` as `SQLiteDatabase` takes it.
  public init(
    path: String, busyTimeoutMilliseconds: Int32 = 5000, migrations: [SchemaMigration],
    disposable: Bool = false
  ) {
    self.path = path
    self.disposable = disposable
    self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
    self.migrations = migrations
  }

  /// The open database; throws the failure of opening it (every time, without trying again).
  public func database() throws -> SQLiteDatabase {
    try lock.withLock {
      if opened == nil { opened = Result { try open() } }
      return try opened!.get()
    }
  }

  /// Deletes the file with its companions (`SQLiteDatabase.files(at:)`), whatever they hold,
  /// and opens a new empty one in its place: the way out of a damaged file, and the one way a
  /// file shrinks back. A process that still has the old file open keeps it until it ends.
  public func startOver() throws -> SQLiteDatabase {
    try lock.withLock {
      // Closed first (the last reference), so nothing is written to the old files afterwards.
      opened = nil
      for file in SQLiteDatabase.files(at: path) where unlink(file) != 0 && errno != ENOENT {
        let reason = String(cString: strerror(errno))
        throw MusicLibraryError.storage(.other(path: file, detail: reason))
      }
      let database = try open()
      opened = .success(database)
      return database
    }
  }

  private func open() throws -> SQLiteDatabase {
    try SQLiteDatabase(
      path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds, migrations: migrations,
      disposable: disposable)
  }
}
