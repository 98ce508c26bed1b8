import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the terminal for its background colour (OSC 11), with a device-attributes request (DA1)
/// behind it: every terminal answers DA1, so its answer ends the wait, with or without a colour.
/// Run it before anything else reads the input.
public struct BackgroundProbe: Sendable {
  /// What is written: OSC 11 asking for the background, then DA1.
  public static let query = "\u{1B}]11;?\u{07}\u{1B}[c"

  /// Where the answer is read.
  public let input: Int32
  /// Where the question is written.
  public let output: Int32

  /// A probe of the terminal on `input` and `output`, standard input and output unless told.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  /// The background the terminal reports within `deadlineMilliseconds`; nil when it reports
  /// none, does not answer in time, or input and output are not both terminals.
  public func background(deadlineMilliseconds: Int = 100) -> TerminalBackground? {
    guard isatty(input) == 1, isatty(output) == 1 else { return nil }
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return nil }
    var raw = saved
    FullScreenTerminal.makeRaw(&raw)
    _ = tcsetattr(input, TCSANOW, &raw)
    defer { _ = tcsetattr(input, TCSANOW, &saved) }
    StandardStreams.writeComposed(Self.query, to: output)
    return readAnswer(
      until: DispatchTime.now().uptimeNanoseconds + UInt64(deadlineMilliseconds) * 1_000_000)
  }

  /// Reads until the DA1 answer has come or the deadline (in uptime nanoseconds) has passed.
  private func readAnswer(until deadline: UInt64) -> TerminalBackground? {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let reply = BackgroundReply(received)
      if reply.isComplete { return reply.background }
      let now = DispatchTime.now().uptimeNanoseconds
      guard now < deadline else { return reply.background }
      var watched = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&watched, 1, Int32((deadline - now + 999_999) / 1_000_000))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return reply.background }
      let count = read(input, &buffer, buffer.count)
      guard count > 0 else { return reply.background }
      received += buffer.prefix(count)
    }
  }
}
