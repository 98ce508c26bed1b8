import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal settings to restore if the process is interrupted while echo is off. Threads
/// (an interrupt handler's task) take `terminalLock`; the SIGINT handler cannot take a lock and
/// reads them bare, which is safe because it never returns to the interrupted code.
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var echoIsOff: sig_atomic_t = 0
private let terminalLock = NSLock()

/// Reads lines from a terminal with echo off, and makes Ctrl-C leave cleanly.
public enum NoEchoInput {
  /// Makes SIGINT restore the terminal (echo on, spinner line cleared) and exit with 130.
  public static func installInterruptHandler() {
    // A parent may have blocked SIGINT (Foundation's Process passes its mask on); unblock it.
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    sigprocmask(SIG_UNBLOCK, &interrupt, nil)
    signal(SIGINT) { signalNumber in
      if echoIsOff != 0 { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal) }
      if isatty(STDERR_FILENO) == 1 {
        let clearLine: [UInt8] = [13, 27, 91, 50, 75, 10]  // "\r", ESC "[2K", "\n"
        _ = clearLine.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      }
      _exit(128 + signalNumber)
    }
  }

  /// Turns echo back on if a secret was being read (for interrupt handlers that exit).
  public static func restoreTerminal() {
    terminalLock.withLock {
      if echoIsOff != 0 { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal) }
    }
  }

  static func readLine() -> String? {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return Swift.readLine() }
    var noEcho = saved
    noEcho.c_lflag &= ~tcflag_t(ECHO)
    noEcho.c_lflag |= tcflag_t(ECHONL)
    let echoOff = terminalLock.withLock {
      savedTerminal = saved
      echoIsOff = 1
      guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &noEcho) == 0 else {
        echoIsOff = 0
        return false
      }
      return true
    }
    guard echoOff else { return Swift.readLine() }
    defer {
      terminalLock.withLock {
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
        echoIsOff = 0
      }
    }
    return Swift.readLine(strippingNewline: true)
  }
}
