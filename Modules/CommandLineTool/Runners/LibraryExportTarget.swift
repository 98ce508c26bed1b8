import Foundation
import SQLiteStore

#if canImport(Glibc)
  import Glibc
#endif

/// Where `library --export FILE` may write, decided before anything is read or written: `-` or
/// whatever standard output already is means standard output; else a regular file, or a new
/// one, that is not read-only, with symlinks resolved. The database, its companions and
/// anything inside the data directory are refused, compared by device and inode, so no
/// spelling of the path (a symlink, `..`, a hard link) reaches them.
enum LibraryExportTarget: Equatable {
  /// Write to standard output.
  case standardOutput
  /// Replace or create the regular file `path` (symlinks resolved) in `directory`.
  case file(path: String, directory: String)

  /// Why a target was refused.
  enum Refusal: Error, Equatable {
    /// The database, its `-wal`, `-shm` or integrity stamp, or a file inside the data directory.
    case dataDirectory
    /// A directory, a device node, a FIFO, a socket or a dangling symlink.
    case notRegularFile
    /// A regular file its owner cannot write.
    case readOnly
  }

  /// The target `path` names, given the data directory and the database inside it.
  static func resolve(_ path: String, dataDirectory: String, databasePath: String) throws(Refusal)
    -> LibraryExportTarget
  {
    let directoryIdentity = identity(dataDirectory)
    let protected = (SQLiteDatabase.files(at: databasePath).map(identity) + [directoryIdentity])
      .compactMap { $0 }
    let output = standardOutputIdentity()
    if path == "-" {
      if let output, protected.contains(output) { throw .dataDirectory }
      return .standardOutput
    }
    var status = stat()
    var linkStatus = stat()
    let exists = lstat(path, &linkStatus) == 0
    guard exists else {
      let parent = (path as NSString).deletingLastPathComponent
      let directory = realPath(parent.isEmpty ? "." : parent) ?? parent
      try refuseInside(directory, dataDirectory: directoryIdentity)
      let name = (path as NSString).lastPathComponent
      return .file(path: (directory as NSString).appendingPathComponent(name), directory: directory)
    }
    guard stat(path, &status) == 0 else { throw .notRegularFile }
    let target = FileIdentity(status)
    if protected.contains(target) { throw .dataDirectory }
    // Before resolving: `/dev/stdout` on a pipe resolves to no path at all.
    if target == output { return .standardOutput }
    guard let resolved = realPath(path) else { throw .notRegularFile }
    let directory = (resolved as NSString).deletingLastPathComponent
    try refuseInside(directory, dataDirectory: directoryIdentity)
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
    let writable =
      status.st_uid == geteuid() ? status.st_mode & S_IWUSR != 0 : access(resolved, W_OK) == 0
    guard writable else { throw .readOnly }
    return .file(path: resolved, directory: directory)
  }

  /// Throws when `directory` (resolved) or one of its ancestors is the data directory.
  private static func refuseInside(_ directory: String, dataDirectory: FileIdentity?)
    throws(Refusal)
  {
    guard let dataDirectory else { return }
    var current = directory
    while true {
      if identity(current) == dataDirectory { throw .dataDirectory }
      let up = (current as NSString).deletingLastPathComponent
      if up == current || up.isEmpty { return }
      current = up
    }
  }

  /// A file's device and inode.
  private struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }

  /// The identity of the file `path` names, symlinks followed; nil when there is none.
  private static func identity(_ path: String) -> FileIdentity? {
    var status = stat()
    return stat(path, &status) == 0 ? FileIdentity(status) : nil
  }

  private static func standardOutputIdentity() -> FileIdentity? {
    var status = stat()
    return fstat(STDOUT_FILENO, &status) == 0 ? FileIdentity(status) : nil
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
