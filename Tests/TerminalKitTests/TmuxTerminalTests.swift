import Foundation
import TestSupport
import Testing

@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real query and modes against a real terminal emulator: a private tmux server whose pane
/// runs `sleep`, its terminal opened here, so tmux answers what is written to it.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TmuxTerminalTests {
  @Test func aWhiteWindowAnswersLight() async throws {
    let tmux = try await Self.idle(style: "bg=#ffffff")
    let pane = try await tmux.openPane()
    defer { close(pane) }
    #expect(
      BackgroundProbe(input: pane, output: pane).background(deadlineMilliseconds: 5_000) == .light)
  }

  @Test func aDefaultWindowAnswersDA1OnlySoTheFallbackDecides() async throws {
    let tmux = try await Self.idle()
    let pane = try await tmux.openPane()
    defer { close(pane) }
    let probe = BackgroundProbe(input: pane, output: pane)
    #expect(probe.background(deadlineMilliseconds: 600_000) == nil, "DA1 ends the wait")
    #expect(
      Theme.resolve(
        choice: .auto, environment: ["COLORFGBG": "0;15"], probe: { probe.background() })
        == .light)
  }

  @Test func theModesAreOnWhileEnteredAndOffAfterLeaving() async throws {
    let tmux = try await Self.idle()
    let pane = try await tmux.openPane()
    defer { close(pane) }
    let terminal = FullScreenTerminal(input: pane, output: pane)
    let modes = "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_sgr_flag}"
    let before = try await tmux.display(modes)
    #expect(before == "0 1 0 0")

    terminal.enter()
    #expect(try await tmux.display(modes, syncing: pane) == "1 0 1 1")
    terminal.leave()
    #expect(try await tmux.display(modes, syncing: pane) == before)
  }

  /// An 80×24 window running `sleep`; its server ends with the session.
  private static func idle(style: String? = nil) async throws -> TmuxSession {
    try await TmuxSession("sleep 600", environment: [:], columns: 80, rows: 24, style: style)
  }
}
