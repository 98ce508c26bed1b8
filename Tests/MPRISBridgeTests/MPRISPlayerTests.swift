import AdapterPorts
import Foundation
import MPRISBridge
import TestSupport
import Testing

/// The MPRIS player published on a private session bus and read and driven with `playerctl`, as
/// the desktop's media keys and widgets do.
@Suite struct MPRISPlayerTests {
  static let track = DesktopTrack(
    albumID: 1_440_857_781, disc: 1, number: 3, title: "Rain on Glass", artist: "The Quiet",
    album: "Night Songs", lengthMicroseconds: 30_000_000,
    storeURL: "https://music.apple.com/album/1440857781", coverFile: "/tmp/cover cache/a.jpg")

  static let playing = DesktopPlaybackState(
    track: track, status: .playing, repeatMode: .playlist, shuffle: false,
    positionMicroseconds: 5_000_000, canGoNext: true, canGoPrevious: true)

  @Test func playerctlListsReadsAndControlsThePlayer() async throws {
    let bus = try await PrivateSessionBus()
    let player = MPRISPlayer(environment: bus.environment)
    let received = ReceivedCommands()
    player.publish(Self.playing)
    player.start { command in received.append(command) }
    #expect(await player.publishedName() == MPRISPlayer.baseName)

    #expect(try await bus.playerctl(["-l"]) == "musiclib")
    #expect(try await bus.playerctl(["-p", "musiclib", "status"]) == "Playing")
    let format = "{{title}}|{{artist}}|{{album}}|{{mpris:length}}|{{mpris:artUrl}}|{{xesam:url}}"
    #expect(
      try await bus.playerctl(["-p", "musiclib", "metadata", "--format", format])
        == "Rain on Glass|The Quiet|Night Songs|30000000|file:///tmp/cover%20cache/a.jpg"
        + "|https://music.apple.com/album/1440857781")
    #expect(try await bus.playerctl(["-p", "musiclib", "loop"]) == "Playlist")

    for verb in ["pause", "play-pause", "next", "previous", "stop", "play"] {
      _ = try await bus.playerctl(["-p", "musiclib", verb])
    }
    _ = try await bus.playerctl(["-p", "musiclib", "shuffle", "On"])
    #expect(
      await eventually { received.all.count == 7 }
        && received.all == [
          .pause, .playPause, .next, .previous, .stop, .play, .setShuffle(true),
        ], "\(received.all)")

    var paused = Self.playing
    paused.status = .paused
    player.publish(paused)
    #expect(
      try await eventually { try await bus.playerctl(["-p", "musiclib", "status"]) == "Paused" })
    player.stop()
    await bus.stop()
  }

  @Test func aSecondPlayerTakesAnInstanceName() async throws {
    let bus = try await PrivateSessionBus()
    let first = MPRISPlayer(environment: bus.environment)
    let second = MPRISPlayer(environment: bus.environment)
    first.start { _ in }
    #expect(await first.publishedName() == MPRISPlayer.baseName)
    second.start { _ in }
    #expect(await second.publishedName() == MPRISPlayer.baseName + ".instance\(getpid())")
    first.stop()
    #expect(
      try await eventually { try await bus.playerctl(["-l"]) == "musiclib.instance\(getpid())" },
      "a stopped player gives its name up")
    second.stop()
    await bus.stop()
  }

  @Test func openUriAnswersAnError() async throws {
    let bus = try await PrivateSessionBus()
    let player = MPRISPlayer(environment: bus.environment)
    player.start { _ in }
    _ = await player.publishedName()
    let child = try ChildProcess(
      "dbus-send",
      [
        "--session", "--print-reply", "--dest=" + MPRISPlayer.baseName, "/org/mpris/MediaPlayer2",
        "org.mpris.MediaPlayer2.Player.OpenUri", "string:file:///etc/passwd",
      ], environment: bus.environment)
    let (_, errors, termination) = await child.finished()
    #expect(termination.status != 0)
    #expect(String(decoding: errors, as: UTF8.self).contains("NotSupported"))
    player.stop()
    await bus.stop()
  }

  @Test func withoutASessionBusNothingStarts() async {
    #expect(MPRISPlayer.sessionBusAddress(environment: [:]) == nil)
    #expect(
      MPRISPlayer.sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "autolaunch:"])
        == nil)
    #expect(
      MPRISPlayer.sessionBusAddress(environment: ["XDG_RUNTIME_DIR": "/nonexistent-run"]) == nil)
    let player = MPRISPlayer(environment: [:])
    player.start { _ in }
    #expect(await player.publishedName() == nil)
  }
}

/// The commands the player handed on, in order.
final class ReceivedCommands: @unchecked Sendable {
  private let lock = NSLock()
  private var commands: [DesktopMediaCommand] = []

  func append(_ command: DesktopMediaCommand) { lock.withLock { commands.append(command) } }
  var all: [DesktopMediaCommand] { lock.withLock { commands } }
}
