import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal as a full-screen app holds it: raw input (no line editing, echo, signal keys,
/// flow control or CR translation), the alternate screen, no cursor, SGR mouse reports and
/// bracketed paste. `leave()` gives everything back in reverse order; both are idempotent.
public final class FullScreenTerminal: @unchecked Sendable {
  /// What `enter()` writes, in order.
  public static let enterModes = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"
  /// What `leave()` writes: the modes undone in reverse order.
  public static let leaveModes = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"

  /// Where keys are read (its termios is the one changed).
  public let input: Int32
  /// Where the screen is written.
  public let output: Int32
  private let lock = NSLock()
  private var entered = false
  /// The settings before `enter()`; nil when the input is not a terminal.
  private var saved: termios?

  /// A terminal on `input` and `output`, standard input and output unless told.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  /// Whether the modes are on (between `enter()` and `leave()`).
  public var isEntered: Bool { lock.withLock { entered } }

  /// Saves the terminal's settings, switches to raw input and writes `enterModes`.
  public func enter() {
    lock.withLock {
      guard !entered else { return }
      entered = true
      var settings = termios()
      if tcgetattr(input, &settings) == 0 {
        saved = settings
        Self.makeRaw(&settings)
        _ = tcsetattr(input, TCSANOW, &settings)
      }
      StandardStreams.writeComposed(Self.enterModes, to: output)
    }
  }

  /// Writes `leaveModes` and puts the saved settings back, dropping unread input (a mouse report
  /// must not reach the shell); does nothing when not entered.
  public func leave() {
    lock.withLock {
      guard entered else { return }
      entered = false
      StandardStreams.writeComposed(Self.leaveModes, to: output)
      if var settings = saved { _ = tcsetattr(input, TCSAFLUSH, &settings) }
      saved = nil
    }
  }

  /// Ctrl-Z: gives the terminal back, stops the process and, once continued, takes it again
  /// (the app redraws on `.resumed`).
  public func suspend() {
    leave()
    // This thread's own stop (not `kill`, which another thread may take while this one runs
    // on and enters the screen again before the whole process stops).
    raise(SIGSTOP)
    enter()
  }

  /// Writes `text` whole, as it is (the caller composed its escape sequences).
  public func write(_ text: String) {
    StandardStreams.writeComposed(text, to: output)
  }

  /// The output terminal's size in cells (`TerminalSize.current(of:)`).
  public func size() -> (columns: Int, rows: Int) {
    let size = TerminalSize.current(of: output)
    return (size.columns, size.rows)
  }

  /// Raw input: bytes one by one as typed, Ctrl-C/Ctrl-Z/Ctrl-S/Ctrl-Q as bytes, CR as CR.
  static func makeRaw(_ settings: inout termios) {
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
  }
}
