import Foundation
import TestSupport
import Testing

private let hasTools = ["mpv", "playerctl", "dbus-daemon"].allSatisfy { tool in
  (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
}

/// `musiclib play` in a terminal (tmux) on a session bus of the test's own: the desktop lists its
/// player, reads what plays, and pauses it with `playerctl` as a media key would.
@Suite(
  .enabled(if: TmuxSession.isAvailable && hasTools, "needs tmux, mpv, playerctl, dbus"), .endToEnd)
final class DesktopControlsEndToEndTests: EndToEndFixture {
  init() async throws {
    try await super.init(
      serverArguments: ["--previews", "30"], environment: ["MUSICLIB_MPV_ARGS": "--ao=null"])
  }

  @Test func playerctlListsReadsAndPausesMusiclibPlay() async throws {
    let bus = try await PrivateSessionBus()
    var environment = app.launchEnvironment(extra: [
      "DBUS_SESSION_BUS_ADDRESS": bus.address, "MUSICLIB_MPRIS": "1",
    ])
    environment["TERM"] = "tmux-256color"
    let tmux = try await TmuxSession(
      "\(MusiclibProcess.executable.path) play 1590000001 11", environment: environment,
      columns: 100, rows: 24)
    #expect(try await tmux.waitFor("▶ Playing").found)
    #expect(try await eventually { try await bus.playerctl(["-l"]) == "musiclib" })
    #expect(
      try await bus.playerctl(["-p", "musiclib", "metadata", "--format", "{{title}}|{{artist}}"])
        == "Песня без слов|Кино")
    _ = try await bus.playerctl(["-p", "musiclib", "pause"])
    let paused = try await tmux.waitFor("⏸ Paused")
    #expect(paused.found, "\(paused.screen)")
    #expect(
      try await eventually { try await bus.playerctl(["-p", "musiclib", "status"]) == "Paused" })
    try await tmux.send("play", literal: true)
    try await tmux.send("Enter")
    #expect(
      try await eventually { try await bus.playerctl(["-p", "musiclib", "status"]) == "Playing" },
      "a change made in the front end reaches the desktop")
    try await tmux.send("q", "Enter")
    #expect(try await tmux.waitForExit() == 0)
    #expect(try await eventually { try await bus.playerctl(["-l"]).isEmpty })
    await bus.stop()
  }

  @Test func playerctlPausesMusiclibUIWhichRedraws() async throws {
    let bus = try await PrivateSessionBus()
    var environment = app.launchEnvironment(extra: [
      "DBUS_SESSION_BUS_ADDRESS": bus.address, "MUSICLIB_MPRIS": "1",
    ])
    environment["TERM"] = "tmux-256color"
    let tmux = try await TmuxSession(
      "\(MusiclibProcess.executable.path) ui", environment: environment, columns: 80, rows: 24)
    #expect(try await tmux.waitFor("/ search").found)
    try await tmux.send("/")
    try await tmux.send("кино", literal: true)
    try await tmux.send("Enter")
    #expect(try await tmux.waitFor("Звезда по имени Солнце · Кино").found)
    try await tmux.send("Enter")
    #expect(try await tmux.waitFor("Закрой за мной дверь").found)
    try await tmux.send("Enter")
    let playing = try await tmux.waitFor("▶ 0:")
    #expect(playing.found && !playing.screen.contains("⏸"), "\(playing.screen)")
    #expect(try await eventually { try await bus.playerctl(["-l"]) == "musiclib" })
    _ = try await bus.playerctl(["-p", "musiclib", "play-pause"])
    let paused = try await tmux.waitFor("⏸")
    #expect(paused.found, "the bar redraws: \(paused.screen)")
    #expect(try await bus.playerctl(["-p", "musiclib", "status"]) == "Paused")
    try await tmux.send("q")
    #expect(try await tmux.waitForExit() == 0)
    await bus.stop()
  }

  @Test func withoutASessionBusPlayNeverLoadsGio() async throws {
    // The run's environment names no bus (MusiclibProcess passes neither variable on).
    let result = try await app.run(
      ["play", "1590000001", "11"], input: "quit\n",
      environment: ["LD_DEBUG": "files", "MUSICLIB_MPRIS": "1"])
    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(result.stderr.contains("libc.so"), "LD_DEBUG printed nothing")
    #expect(!result.stderr.contains("libgio-2.0.so"))
  }
}
