import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Creates the database file and its missing parent directories with owner-only permissions,
/// refuses a data directory or file another user could read or replace (like ssh's
/// StrictModes), and tightens ones the owner made readable by others.
enum DatabaseFile {
  /// Makes sure `path` exists: new directories get mode 0700 and a new file mode 0600, whatever
  /// the umask. The data directory (the file's parent), the file and its `-wal`/`-shm`
  /// companions are checked first, symlinks followed: another user's, or writable by group or
  /// others, is refused; a data directory without write permission for its owner is reported,
  /// never made writable. A data directory readable by others has those bits removed; returns
  /// that fix. Existing files are tightened later by `tightenFile(_:)`.
  static func prepare(path: String) throws -> [PermissionFix] {
    let directory = parent(of: path)
    try makeDirectories(directory, for: path)
    // Whoever can write to the parent can put another directory in the data directory's place.
    try refuseUnsafe(parent(of: directory), isDirectory: true, isParent: true, for: path)
    try refuseUnsafe(directory, isDirectory: true, for: path)
    for file in [path, path + "-wal", path + "-shm"] {
      try refuseUnsafe(file, isDirectory: false, for: path)
    }
    let fixes = try tighten(directory, for: path).map { [$0] } ?? []
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      defer { close(descriptor) }
      guard fchmod(descriptor, 0o600) == 0 else { throw failure(errno, path: path) }
    } else if errno != EEXIST {
      throw failure(errno, path: path)
    }
    return fixes
  }

  /// Removes group and other bits from the database file and its `-wal` and `-shm` companions
  /// where they have any; returns the database file's fix. Called only once the file is known
  /// to be a database, so that a file refused as corrupt is left exactly as it was.
  static func tightenFile(_ path: String) throws -> PermissionFix? {
    let fix = try tighten(path, for: path)
    // SQLite gives the companions the database file's mode, so its fix speaks for them.
    for companion in [path + "-wal", path + "-shm"] {
      _ = try tighten(companion, for: path)
    }
    return fix
  }

  /// Throws when `target` (if it exists) belongs to someone else, can be written by group or
  /// others, or is a data directory its owner made read-only. Decided from the owner and mode
  /// bits, not from a failing write, which root would not see. A directory may belong to root
  /// (as /tmp does), and a sticky one such as /tmp may be writable by all: nobody else can
  /// rename or delete what is ours in it.
  private static func refuseUnsafe(
    _ target: String, isDirectory: Bool, isParent: Bool = false, for path: String
  ) throws {
    var status = stat()
    guard stat(target, &status) == 0 else {
      if errno == ENOENT { return }
      throw failure(errno, path: path)
    }
    let permissions = status.st_mode & 0o7777
    let owner = status.st_uid
    guard owner == geteuid() || (isDirectory && owner == 0) else {
      throw MusicLibraryError.storage(.foreignOwner(path: named(target)))
    }
    let sticky = isDirectory && permissions & S_ISVTX != 0
    if permissions & 0o022 != 0, !sticky {
      throw MusicLibraryError.storage(
        .writableByOthers(path: named(target), mode: Int(permissions)))
    }
    if isDirectory, !isParent, owner == geteuid(), permissions & S_IWUSR == 0 {
      throw MusicLibraryError.storage(
        .readOnlyDirectory(path: named(target), mode: Int(permissions)))
    }
  }

  /// `target` for messages; through a symlink, also the path it resolves to, which is where the
  /// fix applies.
  private static func named(_ target: String) -> String {
    guard let resolved = realpath(target, nil) else { return target }
    defer { free(resolved) }
    let real = String(cString: resolved)
    let plain = URL(fileURLWithPath: target).standardizedFileURL.path
    return real == plain ? target : "\(target) → \(real)"
  }

  /// Removes the group and other bits of `target` when it has any, never adding one. Skipped:
  /// missing paths, paths owned by someone else, and sticky directories such as /tmp, which a
  /// data directory pointed at a shared place must not take away from everyone.
  private static func tighten(_ target: String, for path: String) throws -> PermissionFix? {
    var status = stat()
    guard stat(target, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw failure(errno, path: path)
    }
    let permissions = status.st_mode & 0o7777
    guard permissions & 0o077 != 0, permissions & S_ISVTX == 0, status.st_uid == geteuid()
    else { return nil }
    let mode = permissions & ~0o077
    guard chmod(target, mode) == 0 else { throw failure(errno, path: path) }
    return PermissionFix(path: target, oldMode: Int(permissions), newMode: Int(mode))
  }

  private static func makeDirectories(_ directory: String, for path: String) throws {
    var status = stat()
    if stat(directory, &status) == 0 { return }
    let parent = parent(of: directory)
    if parent != directory {
      try makeDirectories(parent, for: path)
    }
    if mkdir(directory, 0o700) == 0 {
      guard chmod(directory, 0o700) == 0 else { throw failure(errno, path: path) }
    } else if errno != EEXIST {
      throw failure(errno, path: path)
    }
  }

  /// The directory `path` names a file in: "." for a bare name, "/" for one at the root. Plain
  /// string work: Foundation's `URL` would ask the file system whether `path` is a directory.
  static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let head = trimmed[..<slash]
    return head.isEmpty ? "/" : String(head)
  }

  private static func failure(_ code: Int32, path: String) -> MusicLibraryError {
    switch code {
    case EACCES, EPERM, EROFS: .storage(.readOnly(path: path))
    default: .storage(.other(path: path, detail: String(cString: strerror(code))))
    }
  }
}
