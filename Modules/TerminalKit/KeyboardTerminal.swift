import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a line editor reads keys and draws: the process's terminal, or a script in tests.
public struct KeyboardTerminal: Sendable {
  /// Starts reading key by key (no echo, no line editing by the terminal).
  public let begin: @Sendable () -> Void
  /// Puts the terminal back as it was before `begin`.
  public let end: @Sendable () -> Void
  /// Waits for the next byte typed; nil when input has ended.
  public let nextByte: @Sendable () -> UInt8?
  /// Writes text as is, without a newline.
  public let write: @Sendable (String) -> Void
  /// Keeps what to write if the run is interrupted now (Ctrl-C), to leave the screen clean; nil
  /// when nothing needs writing.
  public let onInterrupt: @Sendable (String?) -> Void
  /// Starts reading key by key while a request is in flight: Ctrl-C comes as a byte, not a
  /// signal. `end` puts the terminal back.
  public let beginWaiting: @Sendable () -> Void
  /// Whether a byte can be read within the given milliseconds (false when input has ended).
  public let hasByte: @Sendable (_ milliseconds: Int) -> Bool
  /// Interrupts the run as a Ctrl-C at a prompt does (for a request that does not stop).
  public let interrupt: @Sendable () -> Void
  /// Keeps what to write when the run is continued after a stop (Ctrl-Z, then `fg`): the
  /// prompt and the line drawn anew under what the shell wrote; nil when nothing needs writing.
  public let onResume: @Sendable (String?) -> Void

  /// Creates a terminal from its operations; by default an interrupt writes nothing, waiting
  /// reads keys as `begin` does, and interrupting and continuing do nothing.
  public init(
    begin: @escaping @Sendable () -> Void, end: @escaping @Sendable () -> Void,
    nextByte: @escaping @Sendable () -> UInt8?, write: @escaping @Sendable (String) -> Void,
    onInterrupt: @escaping @Sendable (String?) -> Void = { _ in },
    beginWaiting: (@Sendable () -> Void)? = nil,
    hasByte: @escaping @Sendable (_ milliseconds: Int) -> Bool = { _ in true },
    interrupt: @escaping @Sendable () -> Void = {},
    onResume: @escaping @Sendable (String?) -> Void = { _ in }
  ) {
    self.begin = begin
    self.end = end
    self.nextByte = nextByte
    self.write = write
    self.onInterrupt = onInterrupt
    self.beginWaiting = beginWaiting ?? begin
    self.hasByte = hasByte
    self.interrupt = interrupt
    self.onResume = onResume
  }

  /// Standard input and output when both are terminals, else nil (piped input or output).
  /// Raw mode is `TerminalKeys`', so Ctrl-C still interrupts and the app's interrupt handler
  /// puts the terminal back.
  public static var standardStreams: KeyboardTerminal? {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
    return KeyboardTerminal(
      begin: TerminalKeys.begin, end: TerminalKeys.end, nextByte: readStandardInput,
      write: { StandardStreams.writeComposed($0, to: STDOUT_FILENO) },
      onInterrupt: TerminalKeys.setInterruptCleanup, beginWaiting: TerminalKeys.beginWaiting,
      hasByte: TerminalKeys.hasInput(within:), interrupt: { kill(getpid(), SIGINT) },
      onResume: TerminalKeys.setResumeDrawing)
  }

  /// The next byte from standard input. `TerminalKeys` reads give up after 0.2 s; wait through
  /// those, but not through an error (a terminal that hung up).
  private static func readStandardInput() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      TerminalKeys.waitForInput()
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno != EINTR && errno != EAGAIN { return nil }
    }
  }
}
