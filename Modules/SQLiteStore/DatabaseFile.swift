import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Creates the database file and its missing parent directories with owner-only permissions.
enum DatabaseFile {
  /// Makes sure `path` exists: new directories get mode 0700 and a new file mode 0600, whatever
  /// the umask. Existing ones are left as they are.
  static func prepare(path: String) throws {
    try makeDirectories(URL(fileURLWithPath: path).deletingLastPathComponent().path, for: path)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      defer { close(descriptor) }
      guard fchmod(descriptor, 0o600) == 0 else { throw failure(errno, path: path) }
    } else if errno != EEXIST {
      throw failure(errno, path: path)
    }
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
