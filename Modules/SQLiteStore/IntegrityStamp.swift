import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the database file looked like when a run last left it, checked: its device, inode,
/// size, modification and change times, kept in `<database>-checked`.
///
/// `PRAGMA quick_check` reads the whole file, tens of milliseconds for a full answer store, so a
/// run checks only a file that is not the one the last run left: one changed by anything else
/// (copied over, edited, restored from a backup) has another change time, which no one can set
/// back. A missing or unreadable stamp, or one others could write, means a check.
struct IntegrityStamp: Equatable {
  private let fields: [Int64]

  /// The stamp of the file at `databasePath` as it is now; nil when it cannot be read.
  init?(databasePath: String) {
    var status = stat()
    guard stat(databasePath, &status) == 0 else { return nil }
    fields = [
      Int64(status.st_dev), Int64(status.st_ino), Int64(status.st_size),
      Int64(status.st_mtim.tv_sec), Int64(status.st_mtim.tv_nsec),
      Int64(status.st_ctim.tv_sec), Int64(status.st_ctim.tv_nsec),
    ]
  }

  private init(fields: [Int64]) {
    self.fields = fields
  }

  /// Where the stamp of the database at `databasePath` is kept.
  static func path(for databasePath: String) -> String {
    databasePath + "-checked"
  }

  /// The stamp the last run left for `databasePath`; nil when there is none, it is not one, it
  /// belongs to someone else or others could write it, or it was written no later than the
  /// file last changed: file times are coarse (a few milliseconds), so a change made in the same
  /// tick as the stamp would look like the stamped file (as git treats a "racily clean" file).
  static func recorded(for databasePath: String) -> IntegrityStamp? {
    let path = path(for: databasePath)
    var status = stat()
    var database = stat()
    guard stat(path, &status) == 0, status.st_uid == geteuid(), status.st_mode & 0o022 == 0,
      stat(databasePath, &database) == 0,
      (database.st_ctim.tv_sec, database.st_ctim.tv_nsec)
        < (status.st_mtim.tv_sec, status.st_mtim.tv_nsec)
    else { return nil }
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 256)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0, count < bytes.count else { return nil }
    let fields = String(decoding: bytes[..<count], as: UTF8.self)
      .split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int64($0) }
    return fields.count == 7 ? IntegrityStamp(fields: fields) : nil
  }

  /// Writes this stamp for `databasePath` (owner-only, replaced in one rename); a stamp that
  /// cannot be written only means a check next time.
  func record(for databasePath: String) {
    let path = Self.path(for: databasePath)
    let temporary = path + ".\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    let text = fields.map(String.init).joined(separator: " ") + "\n"
    let written = text.utf8CString.withUnsafeBufferPointer { buffer in
      write(descriptor, buffer.baseAddress, buffer.count - 1)
    }
    close(descriptor)
    if written != text.utf8.count || rename(temporary, path) != 0 {
      unlink(temporary)
    }
  }
}
