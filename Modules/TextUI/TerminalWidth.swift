import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width of the terminal on standard output.
enum TerminalWidth {
  /// The terminal's columns (TIOCGWINSZ); else `COLUMNS`; else 80.
  static func current() -> Int {
    var window = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
      return Int(window.ws_col)
    }
    let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init)
    return columns.flatMap { $0 > 0 ? $0 : nil } ?? 80
  }
}
