import Foundation

/// Directories removed when the process ends through `exit` while they are still there: a run
/// whose output went away (`| head -4`) ends from inside a write, past every player's
/// `shutdown`, and must not leave its downloaded previews behind. (`_exit`, which the interrupt
/// handler uses after its own shutdown, skips this.)
enum ExitRemoval {
  private static let registry = Registry()

  /// Removes `directory` when the process exits, unless `forget` is called first.
  static func register(_ directory: URL) {
    registry.insert(directory.path)
  }

  /// The directory was removed already; nothing to do at exit.
  static func forget(_ directory: URL) {
    registry.remove(directory.path)
  }

  private final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: Set<String> = []
    private var installed = false

    func insert(_ path: String) {
      let install = lock.withLock {
        pending.insert(path)
        defer { installed = true }
        return !installed
      }
      if install { atexit { ExitRemoval.registry.removeAll() } }
    }

    func remove(_ path: String) {
      _ = lock.withLock { pending.remove(path) }
    }

    func removeAll() {
      for path in lock.withLock({ pending }) {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }
}
