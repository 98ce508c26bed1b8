import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Preview directories that runs killed past their clean-up (SIGKILL, SIGQUIT) left behind.
enum PreviewLeftovers {
  /// How long a directory must have been left unchanged before it may be swept.
  static let minimumAge: TimeInterval = 10 * 60

  /// Removes from `parent` every `musiclib-previews-PID-XXXXXX` directory (not a symlink) of
  /// this user that nothing changed for `minimumAge` and whose process `PID` is gone; returns
  /// the names removed.
  @discardableResult
  static func sweep(_ parent: URL, now: Date) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    return names.sorted().filter { name in
      let path = parent.appendingPathComponent(name).path
      guard let owner = processID(in: name), isStale(path, now: now),
        kill(owner, 0) == -1, errno == ESRCH
      else { return false }
      return (try? FileManager.default.removeItem(atPath: path)) != nil
    }
  }

  /// The process id in a preview directory's name; nil for any other name.
  private static func processID(in name: String) -> pid_t? {
    guard name.hasPrefix(PreviewDirectory.prefix) else { return nil }
    let parts = name.dropFirst(PreviewDirectory.prefix.count).split(
      separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].count == 6, let id = pid_t(parts[0]), id > 0 else {
      return nil
    }
    return id
  }

  /// Whether `path` itself (not what a symlink points to) is a directory of this user unchanged
  /// for `minimumAge`.
  private static func isStale(_ path: String, now: Date) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
      status.st_uid == getuid()
    else { return false }
    let changed = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    return now.timeIntervalSince1970 - changed >= minimumAge
  }
}
