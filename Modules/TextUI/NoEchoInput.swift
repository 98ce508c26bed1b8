import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal settings to restore if the process is interrupted while echo is off.
nonisolated(unsafe) private var savedTerminal = termios()

/// Reads a line from a terminal with echo off; Ctrl-C restores echo and exits 130.
enum NoEchoInput {
  static func readLine() -> String? {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return Swift.readLine() }
    var noEcho = saved
    noEcho.c_lflag &= ~tcflag_t(ECHO)
    noEcho.c_lflag |= tcflag_t(ECHONL)
    savedTerminal = saved
    signal(SIGINT) { signalNumber in
      _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
      _exit(128 + signalNumber)
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &noEcho) == 0 else { return Swift.readLine() }
    defer {
      _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
      signal(SIGINT, SIG_DFL)
    }
    return Swift.readLine(strippingNewline: true)
  }
}
