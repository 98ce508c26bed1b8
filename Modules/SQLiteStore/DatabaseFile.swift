import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Creates the database file and its missing parent directories with owner-only permissions,
/// and tightens existing ones that were made wider by hand.
enum DatabaseFile {
  /// Makes sure `path` exists: new directories get mode 0700 and a new file mode 0600, whatever
  /// the umask. An existing data directory (the file's parent) wider than 0700 is tightened to
  /// 0700; returns that fix. Existing files are left for `tightenFiles(of:)`.
  static func prepare(path: String) throws -> [PermissionFix] {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try makeDirectories(directory, for: path)
    let fixes = try tighten(directory, to: 0o700, for: path).map { [$0] } ?? []
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      defer { close(descriptor) }
      guard fchmod(descriptor, 0o600) == 0 else { throw failure(errno, path: path) }
    } else if errno != EEXIST {
      throw failure(errno, path: path)
    }
    return fixes
  }

  /// Tightens the database file and its `-wal` and `-shm` companions to 0600 where they are
  /// wider; returns the database file's fix. Called only once the file is known to be a
  /// database, so that a file refused as corrupt is left exactly as it was.
  static func tightenFile(_ path: String) throws -> PermissionFix? {
    let fix = try tighten(path, to: 0o600, for: path)
    // SQLite gives the companions the database file's mode, so its fix speaks for them.
    for companion in [path + "-wal", path + "-shm"] {
      _ = try tighten(companion, to: 0o600, for: path)
    }
    return fix
  }

  /// Sets `mode` on `target` when it grants anything to group or others. Skipped: missing
  /// paths, paths owned by someone else, and sticky directories such as /tmp, which a data
  /// directory pointed at a shared place must not take away from everyone.
  private static func tighten(_ target: String, to mode: mode_t, for path: String) throws
    -> PermissionFix?
  {
    var status = stat()
    guard stat(target, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw failure(errno, path: path)
    }
    let permissions = status.st_mode & 0o7777
    guard permissions & 0o077 != 0, permissions & S_ISVTX == 0, status.st_uid == geteuid()
    else { return nil }
    guard chmod(target, mode) == 0 else { throw failure(errno, path: path) }
    return PermissionFix(path: target, oldMode: Int(permissions), newMode: Int(mode))
  }

  private static func makeDirectories(_ directory: String, for path: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
      return
    }
    let parent = URL(fileURLWithPath: directory).deletingLastPathComponent().path
    if parent != directory {
      try makeDirectories(parent, for: path)
    }
    if mkdir(directory, 0o700) == 0 {
      guard chmod(directory, 0o700) == 0 else { throw failure(errno, path: path) }
    } else if errno != EEXIST {
      throw failure(errno, path: path)
    }
  }

  private static func failure(_ code: Int32, path: String) -> MusicLibraryError {
    switch code {
    case EACCES, EPERM, EROFS: .storage(.readOnly(path: path))
    default: .storage(.other(path: path, detail: String(cString: strerror(code))))
    }
  }
}
