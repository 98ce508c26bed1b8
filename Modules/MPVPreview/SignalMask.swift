import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starting child processes with no signal blocked.
enum SignalMask {
  /// Runs `process` with this thread's signal mask cleared.
  ///
  /// Foundation's `Process` hands the calling thread's mask to the child
  /// (swiftlang/swift-corelibs-foundation#4772), and Swift-concurrency and Dispatch threads block
  /// SIGTERM, SIGINT, SIGHUP and more, so mpv would start deaf to `terminate()`. The mask is
  /// restored right after, with no suspension point in between.
  static func runUnblocked(_ process: Process) throws {
    var empty = sigset_t()
    var saved = sigset_t()
    sigemptyset(&empty)
    pthread_sigmask(SIG_SETMASK, &empty, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    try process.run()
  }
}
