import Foundation
import TestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals sent to this process become events while `TerminalEvents` handles them, and the
/// handlers there were before come back on `stop()`. One at a time: they share the process.
@Suite(.serialized) struct TerminalSignalTests {
  @Test func signalsBecomeEvents() async throws {
    let pty = try PseudoTerminal()
    pty.makeRaw()
    let before = Self.handler(of: SIGINT)
    let events = TerminalEvents(input: pty.terminal, output: pty.terminal)

    pty.resize(columns: 100, rows: 30)
    kill(getpid(), SIGWINCH)
    #expect(await events.take(1) == [.resize(columns: 100, rows: 30)])
    kill(getpid(), SIGCONT)
    #expect(await events.take(1) == [.resumed])
    kill(getpid(), SIGTSTP)
    #expect(await events.take(1) == [.key(.suspend)], "the app leaves the screen, then stops")
    for signal in [SIGTERM, SIGHUP, SIGINT] {
      kill(getpid(), signal)
      #expect(await events.take(1) == [.terminate(signal: signal)], "signal \(signal)")
    }
    pty.type("k")
    #expect(await events.take(1) == [.key(.character("k"))], "keys still come")

    events.stop()
    #expect(Self.handler(of: SIGINT) == before)
  }

  /// Ctrl-Z: the modes are undone before the process stops and taken again after it continues.
  @Test func suspendLeavesStopsAndEntersAgain() throws {
    let pty = try PseudoTerminal()
    let terminal = FullScreenTerminal(input: pty.terminal, output: pty.terminal)
    terminal.enter()
    defer { terminal.leave() }
    // Continues this process once it has stopped (or gives up when it is gone).
    let waker = try ChildProcess(
      "/bin/sh",
      [
        "-c",
        """
        while [ -e /proc/$0 ] && ! grep -q '^State:.*T' /proc/$0/status; do sleep 0.01; done
        kill -CONT $0
        """,
        String(getpid()),
      ], environment: [:], stdout: .null, stderr: .null)

    terminal.suspend()
    _ = waker.wait()
    #expect(terminal.isEntered)
    #expect(pty.settings().c_lflag & tcflag_t(ICANON) == 0, "raw again")
    let written =
      FullScreenTerminal.enterModes + FullScreenTerminal.leaveModes + FullScreenTerminal.enterModes
    #expect(pty.read(count: written.utf8.count) == Array(written.utf8))
  }

  /// The address of the handler installed for `signal` now.
  static func handler(of signal: Int32) -> Int {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
  }
}
