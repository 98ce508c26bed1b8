import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Replaces a file whole, readable by its owner only at every moment: the bytes go to a new
/// temporary file created 0600 with `O_EXCL` in the same directory, are synced to the disk, and
/// the temporary file is renamed over the target. A run killed before the rename leaves only a
/// temporary file no one else can read, named `.musiclib-export-PID-RANDOM.tmp`; the next write
/// into that directory removes those of processes that are gone.
enum PrivateFileWriter {
  private static let prefix = ".musiclib-export-"
  private static let suffix = ".tmp"

  /// Writes `bytes` to `path` in `directory`; throws the `errno` of the step that failed.
  /// `beforeRename` is given the synced temporary file's path (for tests to look at it).
  static func write(
    _ bytes: [UInt8], to path: String, in directory: String,
    beforeRename: (String) -> Void = { _ in }
  ) throws(POSIXError) {
    let file = try Temporary(in: directory)
    do throws(POSIXError) {
      try file.write(bytes)
    } catch {
      file.discard()
      throw error
    }
    try file.replace(path, beforeRename: beforeRename)
  }

  /// A new temporary file beside the target, written piece by piece, then either renamed over
  /// the target (`replace`) or removed (`discard`), and closed by either.
  struct Temporary {
    private let path: String
    private let directory: String
    private let descriptor: Int32

    /// Creates the file in `directory`, first removing the leftovers of runs that are gone.
    init(in directory: String) throws(POSIXError) {
      removeLeftovers(in: directory)
      path =
        (directory as NSString).appendingPathComponent(
          prefix + "\(getpid())-\(UInt64.random(in: 0...UInt64.max))" + suffix)
      self.directory = directory
      descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw failure() }
      guard fchmod(descriptor, 0o600) == 0 else {
        let error = failure()
        discard()
        throw error
      }
    }

    /// Appends `bytes`.
    func write(_ bytes: [UInt8]) throws(POSIXError) {
      try writeAll(bytes, to: descriptor)
    }

    /// Syncs the file and renames it over `target`; removes it when a step fails.
    func replace(_ target: String, beforeRename: (String) -> Void = { _ in }) throws(POSIXError) {
      guard fsync(descriptor) == 0 else {
        let error = failure()
        discard()
        throw error
      }
      close(descriptor)
      beforeRename(path)
      guard rename(path, target) == 0 else {
        let error = failure()
        unlink(path)
        throw error
      }
      syncDirectory(directory)
    }

    /// Closes and removes the file: the target stays as it was.
    func discard() {
      close(descriptor)
      unlink(path)
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(POSIXError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw failure()
      }
      offset += written
    }
  }

  /// Syncs the directory, so the rename itself survives a crash.
  private static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// Removes the temporary files of earlier writes into `directory` whose process is gone:
  /// only regular files of ours named by this pattern.
  private static func removeLeftovers(in directory: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return
    }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
      let middle = name.dropFirst(prefix.count).dropLast(suffix.count).split(separator: "-")
      guard middle.count == 2, let pid = pid_t(middle[0]), UInt64(middle[1]) != nil,
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      let path = (directory as NSString).appendingPathComponent(name)
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
        status.st_uid == geteuid()
      else { continue }
      unlink(path)
    }
  }

  private static func failure() -> POSIXError {
    POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }
}
