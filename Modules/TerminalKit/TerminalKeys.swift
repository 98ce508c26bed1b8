import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal settings to put back when keys are no longer read one by one.
nonisolated(unsafe) private var savedKeyTerminal: termios?

/// The settings `begin()` or `beginWaiting()` set last, to set again when the process is
/// continued after a stop (the shell may have changed them meanwhile); nil after `end()`.
nonisolated(unsafe) private var appliedKeyTerminal: termios?

/// What to write to standard output when the run is interrupted while a line editor is drawn.
nonisolated(unsafe) private var interruptCleanup: String?
/// What to write when the process is continued while a line editor is drawn.
nonisolated(unsafe) private var resumeDrawing: String?
private let interruptCleanupLock = NSLock()

/// SIGCONT caught from the first wait for a key on: Ctrl-Z stopped the run, `fg` continued it.
private let continueSignals = SignalPipe(catching: [SIGCONT])

/// Single keys from a terminal: no line editing, no echo, Ctrl-C still interrupts.
public enum TerminalKeys {
  /// Switches standard input to key-by-key reading with a 0.2 s wait per read.
  public static func begin() {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    if savedKeyTerminal == nil { savedKeyTerminal = settings }
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 0
      characters[Int(VTIME)] = 2
    }
    apply(settings)
  }

  private static func apply(_ settings: termios) {
    var settings = settings
    appliedKeyTerminal = settings
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
  }

  /// Switches standard input to key-by-key reading without echo and without signals, so Ctrl-C
  /// comes as a byte: while a request is in flight it cancels the request instead of the run.
  public static func beginWaiting() {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    if savedKeyTerminal == nil { savedKeyTerminal = settings }
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 0
      characters[Int(VTIME)] = 2
    }
    apply(settings)
  }

  /// Waits until standard input can be read. When the process is continued meanwhile (Ctrl-Z,
  /// then `fg`) and owns the terminal again, the key reading is set again and what
  /// `setResumeDrawing` kept is written: the shell wrote under the line editor.
  public static func waitForInput() {
    guard let continueSignals else { return }
    var watched = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: continueSignals.output, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let ready = poll(&watched, nfds_t(watched.count), -1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return }
      if watched[1].revents != 0, !continueSignals.take().isEmpty,
        tcgetpgrp(STDIN_FILENO) == getpgrp()
      {
        if let applied = appliedKeyTerminal { apply(applied) }
        if let drawing = interruptCleanupLock.withLock({ resumeDrawing }) {
          StandardStreams.writeComposed(drawing, to: STDOUT_FILENO)
        }
      }
      if watched[0].revents != 0 { return }
    }
  }

  /// Keeps `text` to be written when the process is continued after a stop (a line editor's
  /// prompt and line, drawn anew); nil when nothing needs writing.
  public static func setResumeDrawing(_ text: String?) {
    interruptCleanupLock.withLock { resumeDrawing = text }
  }

  /// Whether a byte can be read from standard input within `milliseconds`.
  public static func hasInput(within milliseconds: Int) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, Int32(milliseconds)) == 1 else { return false }
    guard descriptor.revents & Int16(POLLIN) != 0 else {
      // A terminal that hung up answers at once: wait as asked, not in a busy loop.
      usleep(UInt32(milliseconds) * 1000)
      return false
    }
    return true
  }

  /// Puts the terminal back as it was before `begin()`; safe to call any number of times.
  public static func end() {
    guard var saved = savedKeyTerminal else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    savedKeyTerminal = nil
    appliedKeyTerminal = nil
  }

  /// Keeps `text` to be written by `takeInterruptCleanup()` (a line editor's drawing undone).
  public static func setInterruptCleanup(_ text: String?) {
    interruptCleanupLock.withLock { interruptCleanup = text }
  }

  /// What a line editor on screen asked to be written if the run is interrupted, once.
  public static func takeInterruptCleanup() -> String? {
    interruptCleanupLock.withLock {
      defer { interruptCleanup = nil }
      return interruptCleanup
    }
  }

  /// The next key pressed, a whole UTF-8 character (a letter of any layout), or nil when none
  /// came within 0.2 s.
  public static func next() -> Character? {
    next(readingBytesWith: readByte)
  }

  /// The character whose UTF-8 bytes `readByte` gives, as many as its first byte announces; nil
  /// when the first byte does not come. A malformed sequence reads as U+FFFD.
  static func next(readingBytesWith readByte: () -> UInt8?) -> Character? {
    guard let first = readByte() else { return nil }
    let length = (0xC2...0xF4).contains(first) ? TerminalKeyDecoder.utf8Length(lead: first) : 1
    var bytes = [first]
    while bytes.count < length, let byte = readByte() { bytes.append(byte) }
    return String(decoding: bytes, as: UTF8.self).first
  }

  private static func readByte() -> UInt8? {
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }
}
