import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of the terminal on standard output, in cells and, when the terminal says, pixels.
/// Asked again before each screen is drawn, so a window resized between screens is followed.
public struct TerminalSize: Equatable, Sendable {
  /// The columns.
  public var columns: Int
  /// The lines.
  public var rows: Int
  /// One cell's width in pixels; 10 when the terminal does not report pixels.
  public var cellPixelWidth = 10
  /// One cell's height in pixels; 20 when the terminal does not report pixels.
  public var cellPixelHeight = 20

  /// A size of `columns` × `rows` cells.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// Asks the terminal on `descriptor` (TIOCGWINSZ; standard output unless told), else
  /// `COLUMNS` and `LINES` from `environment`, else 80×24. Standard error's own terminal is
  /// asked for what goes there: with the output piped, standard output has no size.
  public static func current(
    of descriptor: Int32 = STDOUT_FILENO,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TerminalSize {
    var window = winsize()
    if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
      var size = TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
      if window.ws_xpixel > 0, window.ws_ypixel > 0 {
        size.cellPixelWidth = Int(window.ws_xpixel) / Int(window.ws_col)
        size.cellPixelHeight = Int(window.ws_ypixel) / max(1, Int(window.ws_row))
      }
      return size
    }
    let positive = { (name: String) in
      environment[name].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }
    return TerminalSize(columns: positive("COLUMNS") ?? 80, rows: positive("LINES") ?? 24)
  }
}
