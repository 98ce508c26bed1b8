import Foundation

/// A D-Bus session bus of the test's own (`dbus-daemon --session` on a socket in a scratch
/// directory), so that what a test publishes or asks never reaches the machine's bus; with
/// `playerctl` to read and control the MPRIS players on it.
public final class PrivateSessionBus: Sendable {
  /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
  public let address: String
  private let daemon: ChildProcess
  private let directory: URL

  /// Starts the daemon and returns once its socket is there.
  public init() async throws {
    directory = try TestScratch.directory(named: "session-bus")
    let socket = directory.appending(path: "bus").path
    address = "unix:path=" + socket
    daemon = try ChildProcess(
      "dbus-daemon", ["--session", "--nofork", "--nopidfile", "--address=" + address],
      environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
      stdout: .null, stderr: .null)
    guard await eventually({ FileManager.default.fileExists(atPath: socket) }) else {
      daemon.send(SIGKILL)
      throw StartFailure()
    }
  }

  /// The environment a child needs to use this bus and no other.
  public var environment: [String: String] {
    [
      "DBUS_SESSION_BUS_ADDRESS": address,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ]
  }

  /// What `playerctl ARGUMENTS` prints on this bus, without its last line break; stderr and a
  /// failing exit give an empty answer.
  public func playerctl(_ arguments: [String]) async throws -> String {
    let child = try ChildProcess("playerctl", arguments, environment: environment)
    let (output, _, termination) = await child.finished()
    guard termination.status == 0, !termination.bySignal else { return "" }
    var text = String(decoding: output, as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// Ends the daemon and removes its directory.
  public func stop() async {
    daemon.send(SIGTERM)
    await daemon.ended()
    try? FileManager.default.removeItem(at: directory)
  }

  /// The daemon did not make its socket.
  public struct StartFailure: Error {}
}
