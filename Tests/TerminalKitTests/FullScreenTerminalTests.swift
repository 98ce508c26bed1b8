import Foundation
import Testing

@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The full-screen modes are written on entry and undone in reverse order on leaving, with the
/// terminal's settings put back; both are idempotent.
@Suite struct FullScreenTerminalTests {
  /// The private modes (`?N`) a string sets or resets, in order.
  func modes(_ text: String) -> [String] {
    text.split(separator: "\u{1B}").map { String($0.dropFirst().dropLast()) }
  }

  @Test func leavingUndoesTheModesInReverseOrder() {
    #expect(modes(FullScreenTerminal.enterModes) == ["?1049", "?25", "?1000", "?1006", "?2004"])
    #expect(modes(FullScreenTerminal.leaveModes) == modes(FullScreenTerminal.enterModes).reversed())
    #expect(
      FullScreenTerminal.enterModes.split(separator: "\u{1B}").map(\.last) == [
        "h", "l", "h", "h", "h",
      ])
    #expect(
      FullScreenTerminal.leaveModes.split(separator: "\u{1B}").map(\.last) == [
        "l", "l", "l", "h", "l",
      ])
  }

  @Test func enterTakesRawInputAndLeaveGivesTheSettingsBack() throws {
    let pty = try PseudoTerminal()
    let before = pty.settings()
    let terminal = FullScreenTerminal(input: pty.terminal, output: pty.terminal)

    terminal.enter()
    terminal.enter()
    let raw = pty.settings()
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
    #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
    let characters = withUnsafeBytes(of: raw.c_cc) { Array($0) }
    #expect(characters[Int(VMIN)] == 1)
    #expect(characters[Int(VTIME)] == 0)
    #expect(terminal.isEntered)

    terminal.leave()
    terminal.leave()
    let after = pty.settings()
    #expect(after.c_lflag == before.c_lflag)
    #expect(after.c_iflag == before.c_iflag)
    #expect(!terminal.isEntered)
    let written = FullScreenTerminal.enterModes + FullScreenTerminal.leaveModes
    // The terminal turns "\n" into "\r\n" on the way out; these strings have none.
    #expect(pty.read(count: written.utf8.count) == Array(written.utf8), "each written once")
  }

  @Test func writeGivesEveryByteAndSizeIsTheWindows() throws {
    let pty = try PseudoTerminal()
    pty.resize(columns: 40, rows: 12)
    let terminal = FullScreenTerminal(input: pty.terminal, output: pty.terminal)
    #expect(terminal.size() == (columns: 40, rows: 12))

    let text = String(repeating: "музыка", count: 30_000)
    let reader = OnThread { pty.read(count: text.utf8.count) }
    terminal.write(text)
    #expect(reader.value() == Array(text.utf8))
  }
}
