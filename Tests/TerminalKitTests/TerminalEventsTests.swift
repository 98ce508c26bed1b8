import Foundation
import Testing

@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keys typed at a pseudo-terminal come out of the stream decoded, in order; the stream ends on
/// `stop()`.
@Suite struct TerminalEventsTests {
  @Test func keysTypedAtATerminalArriveDecoded() async throws {
    let pty = try PseudoTerminal()
    pty.makeRaw()
    let events = TerminalEvents(input: pty.terminal, output: pty.terminal, handlingSignals: false)
    defer { events.stop() }

    pty.type("j\u{1B}[B\u{1B}[<0;3;2M\u{1B}[200~a\nb\u{1B}[201~")
    #expect(
      await events.take(4) == [
        .key(.character("j")), .key(.down),
        .key(.mouse(MouseEvent(kind: .press(.left), column: 2, row: 1))), .key(.paste("a\nb")),
      ])
  }

  @Test func aLoneEscapeIsTheEscapeKeyAndASequenceIsNot() async throws {
    let pty = try PseudoTerminal()
    pty.makeRaw()
    let events = TerminalEvents(input: pty.terminal, output: pty.terminal, handlingSignals: false)
    defer { events.stop() }

    pty.type("\u{1B}")
    #expect(await events.take(1) == [.key(.escape)])
    pty.type("\u{1B}[A")
    pty.type("x")
    #expect(await events.take(2) == [.key(.up), .key(.character("x"))])
  }

  @Test func theEndOfInputAsksToTerminate() async throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let events = TerminalEvents(input: ends[0], output: ends[1], handlingSignals: false)
    defer {
      events.stop()
      close(ends[0])
    }
    _ = write(ends[1], "q", 1)
    close(ends[1])
    #expect(await events.take(2) == [.key(.character("q")), .terminate(signal: nil)])
  }

  @Test func stopFinishesTheStream() async throws {
    let pty = try PseudoTerminal()
    let events = TerminalEvents(input: pty.terminal, output: pty.terminal, handlingSignals: false)
    events.stop()
    events.stop()
    var count = 0
    for await _ in events.stream { count += 1 }
    #expect(count == 0)
  }

  @Test func aPasteWhoseEndNeverComesEndsAfterASecondAndTheKeysWorkAgain() async throws {
    let pty = try PseudoTerminal()
    pty.makeRaw()
    let events = TerminalEvents(input: pty.terminal, output: pty.terminal, handlingSignals: false)
    defer { events.stop() }

    pty.type("\u{1B}[200~abc")
    #expect(await events.take(1) == [.key(.paste("abc"))])
    pty.type("q")
    #expect(await events.take(1) == [.key(.character("q"))])
  }

}
