import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The events of a full-screen app's terminal as one stream: keys read from `input` on a thread
/// of their own (waiting in `poll`, with a 25 ms limit only while an Esc may begin a sequence),
/// and, when it handles signals, SIGWINCH, SIGCONT, SIGTSTP (as the Ctrl-Z key), SIGTERM, SIGHUP,
/// SIGINT and the `reraisedSignals`. Start it after `BackgroundProbe`, which reads the same input; call `stop()` to
/// end the stream.
public final class TerminalEvents: @unchecked Sendable {
  /// How long an Esc waits for the rest of a sequence before it counts as the Esc key.
  public static let escapeDelayMilliseconds: Int32 = 25
  /// How long a paste waits for its next byte before it counts as ended.
  public static let pasteDelayMilliseconds: Int32 = 1000

  /// The events, in the order they happened; finishes after `stop()`.
  public let stream: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private let input: Int32
  private let output: Int32
  private let signals: SignalPipe?
  /// Written to by `stop()` to wake the reader: (read end, write end).
  private let stopPipe: (Int32, Int32)
  private let lock = NSLock()
  private var stopped = false
  private var terminating: Int32?
  private let finished = DispatchSemaphore(value: 0)

  /// Starts reading keys from `input`; a resize reports `output`'s new size. With
  /// `handlingSignals` it catches the signals above until `stop()` (one instance at a time).
  public init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, handlingSignals: Bool = true
  ) {
    (stream, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
    self.input = input
    self.output = output
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    stopPipe = (ends[0], ends[1])
    signals =
      handlingSignals
      ? SignalPipe(
        catching: [SIGWINCH, SIGCONT, SIGTSTP, SIGTERM, SIGHUP, SIGINT] + Self.reraisedSignals)
      : nil
    let thread = Thread { [self] in
      readUntilStopped()
      finished.signal()
    }
    thread.name = "TerminalEvents"
    thread.start()
  }

  /// The other signals whose default action ends the process: they end the app as SIGTERM
  /// does, and once it has given the terminal back it ends by the signal itself (`end(by:)`).
  public static let reraisedSignals = [
    SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
  ]

  /// Ends the process by signal `number`'s default action, its handler put back; the shell reports
  /// 128 + its number.
  public static func end(by number: Int32) -> Never {
    _ = signal(number, SIG_DFL)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, number)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    raise(number)
    _exit(128 + number)
  }

  /// The signal that asked the app to end, as soon as it arrived: the app checks it before each
  /// key, so that an end is not kept waiting behind keys already in the stream.
  public var terminationSignal: Int32? { lock.withLock { terminating } }

  /// Ends the reader and the stream, and puts the signal handlers back; safe to call again.
  public func stop() {
    let first = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    var byte: UInt8 = 0
    _ = write(stopPipe.1, &byte, 1)
    finished.wait()
    signals?.uninstall()
    close(stopPipe.0)
    close(stopPipe.1)
  }

  private func readUntilStopped() {
    var decoder = TerminalKeyDecoder()
    decoder.keepsEscapeBeforeKey = true
    var watched = [
      pollfd(fd: stopPipe.0, events: Int16(POLLIN), revents: 0),
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signals?.output ?? -1, events: Int16(POLLIN), revents: 0),
    ]
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let timeout =
        decoder.isEscapePending
        ? Self.escapeDelayMilliseconds : decoder.isPasting ? Self.pasteDelayMilliseconds : -1
      let ready = poll(&watched, nfds_t(watched.count), timeout)
      if ready < 0 && errno == EINTR { continue }
      guard ready >= 0, watched[0].revents == 0 else { break }
      if ready == 0, let key = decoder.flushPendingEscape() ?? decoder.endPaste() {
        continuation.yield(.key(key))
      }
      if watched[2].revents != 0 { signals?.take().forEach(deliver) }
      guard watched[1].revents != 0 else { continue }
      let count = read(input, &buffer, buffer.count)
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard count > 0 else {
        // The input ended (a closed pipe, a terminal gone): nothing more will come from it.
        if let key = decoder.flushPendingEscape() { continuation.yield(.key(key)) }
        watched[1].fd = -1
        continuation.yield(.terminate(signal: nil))
        continue
      }
      for byte in buffer.prefix(count) {
        if let key = decoder.feed(byte) { continuation.yield(.key(key)) }
        if let key = decoder.takeQueued() { continuation.yield(.key(key)) }
      }
    }
    continuation.finish()
  }

  private func deliver(_ signal: Int32) {
    switch signal {
    case SIGWINCH:
      let size = TerminalSize.current(of: output)
      continuation.yield(.resize(columns: size.columns, rows: size.rows))
    case SIGCONT: continuation.yield(.resumed)
    // A stop asked from outside (`kill -TSTP`) is Ctrl-Z: the app leaves the screen first.
    case SIGTSTP: continuation.yield(.key(.suspend))
    default:
      lock.withLock { terminating = signal }
      continuation.yield(.terminate(signal: signal))
    }
  }
}
