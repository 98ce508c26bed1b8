/// A file or directory whose mode was wider than owner-only when the database was opened, and
/// the mode it was given instead.
public struct PermissionFix: Hashable, Sendable {
  /// The file or directory that was tightened.
  public let path: String
  /// Its permission bits before (e.g. `0o755`).
  public let oldMode: Int
  /// Its permission bits now: the old ones without group and other bits (`0o755` → `0o700`).
  public let newMode: Int

  /// Creates a record of one tightened path.
  public init(path: String, oldMode: Int, newMode: Int) {
    self.path = path
    self.oldMode = oldMode
    self.newMode = newMode
  }
}
