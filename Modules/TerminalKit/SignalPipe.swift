import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the signal handler writes the number of each signal it catches; -1 when none is
/// installed. Read by the handler itself, so a plain global.
nonisolated(unsafe) private var signalPipeInput: Int32 = -1

/// Signals turned into bytes on a pipe (the self-pipe trick): the handler only writes the
/// signal's number, so a reader waiting in `poll` wakes for it whichever thread the kernel
/// interrupted, and no thread needs to block anything. One is installed at a time.
final class SignalPipe: @unchecked Sendable {
  /// The end to poll and read signal numbers from.
  let output: Int32
  private let input: Int32
  private var previous: [(number: Int32, action: sigaction)] = []

  /// Catches `numbers` until `uninstall()`; nil when no pipe can be made.
  init?(catching numbers: [Int32]) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    (output, input) = (ends[0], ends[1])
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    signalPipeInput = input
    for number in numbers {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        let saved = errno
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalPipeInput, &byte, 1)
        errno = saved
      }
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      var old = sigaction()
      sigaction(number, &action, &old)
      previous.append((number, old))
    }
    // A parent may have blocked them (Foundation's Process passes its mask on).
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in numbers { sigaddset(&unblocked, number) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
  }

  /// The signal numbers caught since the last call; empty when none.
  func take() -> [Int32] {
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = read(output, &bytes, bytes.count)
    return count > 0 ? bytes.prefix(count).map { Int32($0) } : []
  }

  /// Puts back the handlers there were before and closes the pipe.
  func uninstall() {
    for (number, action) in previous.reversed() {
      var action = action
      sigaction(number, &action, nil)
    }
    previous = []
    signalPipeInput = -1
    close(input)
    close(output)
  }
}
