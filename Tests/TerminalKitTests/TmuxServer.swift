import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private tmux server (`tmux -L`) with one 80×24 pane running `sleep`, for tests that need a
/// real terminal emulator; `kill()` ends this server only.
struct TmuxServer {
  /// Whether tmux is on this machine.
  static let isInstalled = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  let name = "terminalkit-\(getpid())-\(UUID().uuidString.prefix(8))"

  /// Starts the server, then applies each of `options` (tmux commands such as `set -g …`).
  init(options: [String] = []) throws {
    try run(["-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "sleep 600"])
    for option in options { try run(["set-option"] + Self.words(option).dropFirst()) }
  }

  /// The pane's terminal, opened for reading and writing.
  func openPane() throws -> Int32 {
    let path = try run(["display-message", "-p", "#{pane_tty}"])
    let descriptor = open(path, O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    return descriptor
  }

  /// `format` as tmux expands it for the pane; with `pane`, only once tmux has taken in all that
  /// was written to it (it has answered a status request written after).
  func display(_ format: String, syncing pane: Int32? = nil) throws -> String {
    if let pane { Self.synchronize(pane) }
    return try run(["display-message", "-p", format])
  }

  /// Ends the server.
  func kill() { _ = try? run(["kill-server"]) }

  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    let child = try ChildProcess(
      "tmux", ["-L", name] + arguments, environment: ProcessInfo.processInfo.environment)
    let (out, _) = child.readOutputs()
    _ = child.wait()
    return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Writes a device status request (`CSI 5 n`) and reads up to its answer (`CSI 0 n`).
  private static func synchronize(_ pane: Int32) {
    var saved = termios()
    tcgetattr(pane, &saved)
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(pane, TCSANOW, &raw)
    defer { tcsetattr(pane, TCSANOW, &saved) }
    _ = write(pane, "\u{1B}[5n", 4)
    var byte: UInt8 = 0
    var watched = pollfd(fd: pane, events: Int16(POLLIN), revents: 0)
    while poll(&watched, 1, 10_000) > 0, read(pane, &byte, 1) == 1, byte != UInt8(ascii: "n") {}
  }

  /// A tmux command's words, single quotes grouping.
  private static func words(_ command: String) -> [String] {
    command.split(separator: "'", omittingEmptySubsequences: false).enumerated().flatMap {
      index, part in
      index % 2 == 1 ? [String(part)] : part.split(separator: " ").map(String.init)
    }
  }
}
