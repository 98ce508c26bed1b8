import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of the terminal on standard output, in cells and, when the terminal says, pixels.
struct TerminalSize: Equatable {
  var columns: Int
  var rows: Int
  /// One cell's size in pixels; 10×20 when the terminal does not report pixels.
  var cellPixelWidth = 10
  var cellPixelHeight = 20

  /// Asks the terminal (TIOCGWINSZ); else `COLUMNS`, else 80×24.
  static func current(environment: [String: String]) -> TerminalSize {
    var window = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
      var size = TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
      if window.ws_xpixel > 0, window.ws_ypixel > 0 {
        size.cellPixelWidth = Int(window.ws_xpixel) / Int(window.ws_col)
        size.cellPixelHeight = Int(window.ws_ypixel) / max(1, Int(window.ws_row))
      }
      return size
    }
    let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    return TerminalSize(columns: columns ?? 80, rows: 24)
  }
}
