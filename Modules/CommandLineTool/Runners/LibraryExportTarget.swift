import Foundation
import SQLiteStore

#if canImport(Glibc)
  import Glibc
#endif

/// Where `library --export FILE` may write, decided before anything is read or written: `-` or
/// whatever standard output already is means standard output; else a regular file, or a new
/// one, that is not read-only, with symlinks resolved. Every database musiclib keeps (the
/// library, the request budget, the answer caches) with its `-wal`, `-shm` and `-journal`
/// companions, beside the path it is known by and beside the file its symlinks lead to, and
/// anything inside the data directory are refused: compared by device and inode, so no
/// spelling of the path (a symlink, `..`, a hard link) reaches them, and by resolved name where
/// the file does not exist yet.
enum LibraryExportTarget: Equatable {
  /// Write to standard output.
  case standardOutput
  /// Replace or create the regular file `path` (symlinks resolved) in `directory`.
  case file(path: String, directory: String)

  /// Why a target was refused.
  enum Refusal: Error, Equatable {
    /// The library database, its companions or integrity stamp, or a file inside the data
    /// directory.
    case dataDirectory
    /// The request budget or an answer cache, or one of their companions.
    case keptDatabase
    /// A directory, a device node, a FIFO, a socket or a dangling symlink.
    case notRegularFile
    /// A regular file its owner cannot write.
    case readOnly
  }

  /// The target `path` names, given the data directory, the library database inside it and
  /// the other databases musiclib keeps.
  static func resolve(
    _ path: String, dataDirectory: String, databasePath: String, otherDatabases: [String]
  ) throws(Refusal) -> LibraryExportTarget {
    let directoryIdentity = identity(dataDirectory)
    let library = KeptFiles(databases: [databasePath], also: [directoryIdentity])
    let others = KeptFiles(databases: otherDatabases)
    func refuseKept(_ target: FileIdentity?, named name: String) throws(Refusal) {
      if library.contains(target, named: name) { throw .dataDirectory }
      if others.contains(target, named: name) { throw .keptDatabase }
    }
    let output = standardOutputIdentity()
    if path == "-" {
      try refuseKept(output, named: "")
      return .standardOutput
    }
    var status = stat()
    var linkStatus = stat()
    let exists = lstat(path, &linkStatus) == 0
    let name = resolvedName(path)
    guard exists else {
      try refuseKept(nil, named: name)
      let directory = (name as NSString).deletingLastPathComponent
      try refuseInside(directory, dataDirectory: directoryIdentity)
      return .file(path: name, directory: directory)
    }
    guard stat(path, &status) == 0 else {
      try refuseKept(nil, named: name)
      throw .notRegularFile
    }
    let target = FileIdentity(status)
    try refuseKept(target, named: name)
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

  /// The files of some databases: each with its companions, beside the name it is known by
  /// and beside the file that name resolves to, by identity where they exist and by resolved
  /// name where they do not.
  private struct KeptFiles {
    let identities: [FileIdentity]
    let names: Set<String>

    init(databases: [String], also extra: [FileIdentity?] = []) {
      let files = databases.flatMap { database in
        SQLiteDatabase.files(at: database)
          + SQLiteDatabase.files(at: LibraryExportTarget.resolvedName(database))
      }
      identities = (files.map(LibraryExportTarget.identity) + extra).compactMap { $0 }
      names = Set(files.map(LibraryExportTarget.resolvedName))
    }

    func contains(_ identity: FileIdentity?, named name: String) -> Bool {
      if let identity, identities.contains(identity) { return true }
      return names.contains(name)
    }
  }

  /// `path` with every symlink resolved, as far as it exists: the real path of an existing
  /// file; for one that does not exist (yet), the real path of its directory and its name,
  /// following a dangling symlink to the name it points at.
  private static func resolvedName(_ path: String) -> String {
    var current = path
    // As many links as the kernel follows (ELOOP beyond).
    for _ in 0..<40 {
      if let real = realPath(current) { return real }
      let parent = (current as NSString).deletingLastPathComponent
      let directory = realPath(parent.isEmpty ? "." : parent) ?? parent
      let joined = (directory as NSString).appendingPathComponent(
        (current as NSString).lastPathComponent)
      guard let link = linkTarget(joined) else { return joined }
      current = link.hasPrefix("/") ? link : (directory as NSString).appendingPathComponent(link)
    }
    return current
  }

  /// What the symlink `path` points at; nil when it is not a symlink.
  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
