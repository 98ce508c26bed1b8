import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A directory for what a test process makes once and keeps until it ends (the signed-in
/// template, fixture directories its tests share): under the process id, so that the next run
/// removes what a run that did not end cleanly (killed, or exiting without tearing down its
/// statics) left behind.
public enum TestScratch {
  /// A new directory named `name` (with a unique suffix) in this process's scratch directory.
  public static func directory(named name: String) throws -> URL {
    let directory = try ours.get().appending(path: "\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return directory
  }

  private static let root = FileManager.default.temporaryDirectory.appending(
    path: "musiclib-test-scratch")

  private static let ours = Result { () throws -> URL in
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    for name in names {
      guard let pid = pid_t(name), kill(pid, 0) != 0, errno == ESRCH else { continue }
      try? FileManager.default.removeItem(at: root.appending(path: name))
    }
    let directory = root.appending(path: "\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}
