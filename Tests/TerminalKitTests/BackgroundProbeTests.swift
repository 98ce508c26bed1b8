import Foundation
import Testing

@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The probe asks a terminal and reads its answer; it never asks anything that is not one.
@Suite struct BackgroundProbeTests {
  /// Plays a terminal on `pty`: reads the whole query, then writes `answer`.
  func answer(_ answer: String, on pty: PseudoTerminal) -> OnThread<[UInt8]> {
    OnThread {
      let query = pty.read(count: BackgroundProbe.query.utf8.count)
      pty.type(answer)
      return query
    }
  }

  @Test func aTerminalThatKnowsItsBackgroundSaysLight() throws {
    let pty = try PseudoTerminal()
    let before = pty.settings()
    let terminal = answer("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c", on: pty)
    let probe = BackgroundProbe(input: pty.terminal, output: pty.terminal)
    #expect(probe.background(deadlineMilliseconds: 10_000) == .light)
    #expect(terminal.value() == Array(BackgroundProbe.query.utf8))
    #expect(pty.settings().c_lflag == before.c_lflag, "the settings are put back")
  }

  @Test func aTerminalThatAnswersOnlyDA1SaysNothing() throws {
    let pty = try PseudoTerminal()
    let terminal = answer("\u{1B}[?1;2c", on: pty)
    let probe = BackgroundProbe(input: pty.terminal, output: pty.terminal)
    // Returns on the DA1 answer, long before the deadline.
    #expect(probe.background(deadlineMilliseconds: 600_000) == nil)
    _ = terminal.value()
  }

  @Test func aPipeIsNeverAsked() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    #expect(BackgroundProbe(input: ends[0], output: ends[1]).background() == nil)
    var watched = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
    #expect(poll(&watched, 1, 0) == 0, "nothing was written")
  }
}
