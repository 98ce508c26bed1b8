import Domain
import Foundation

/// Tells the first failure of a run, once, to whoever shows it: a store that degrades instead
/// of failing says why a single time, not at every question.
public final class FailureReport: @unchecked Sendable {
  private let tellOnce: @Sendable (MusicLibraryError) -> Void
  private let lock = NSLock()
  private var told = false

  public init(_ tellOnce: @escaping @Sendable (MusicLibraryError) -> Void) {
    self.tellOnce = tellOnce
  }

  /// Tells `error` (as a storage failure when it is not a `MusicLibraryError`) unless one was.
  public func tell(_ error: any Error) {
    let first = lock.withLock {
      defer { told = true }
      return !told
    }
    guard first else { return }
    tellOnce(error as? MusicLibraryError ?? .unexpected(String(describing: error)))
  }
}
