import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private tmux server (`tmux -L NAME`) running one program in a window of a given size: keys
/// are sent as a person types them, the screen is read back as tmux shows it, and after the
/// program ends the terminal modes it left behind can be read. tmux is a real terminal emulator,
/// so this checks what a person would see.
public final class TmuxSession: Sendable {
  public let name: String

  /// Whether tmux is installed (tests that need it are skipped otherwise).
  public static var isAvailable: Bool {
    ["/usr/bin/tmux", "/usr/local/bin/tmux"].contains {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Starts `command` (run by `sh -c`, with `environment` exported) in a `columns` × `rows`
  /// window. A shell stays in the window after the program exits, so the modes it left are read
  /// from a live pane (a dead pane's modes are tmux's own). `style` sets the window's colours
  /// (tmux answers a background query with them), e.g. `bg=#ffffff`.
  public init(
    _ command: String, environment: [String: String], columns: Int, rows: Int,
    style: String? = nil
  ) async throws {
    name = "musiclib-\(UUID().uuidString.prefix(8))"
    ParentDeathWatch.killTmuxServer(named: name)
    let exports = environment.sorted { $0.key < $1.key }.map {
      "export \($0.key)=\(Self.quoted($0.value)); "
    }.joined()
    // The server this starts keeps what it inherits open: give it no pipe to hold.
    try await run(
      [
        "-f", "/dev/null", "new-session", "-d", "-s", "app", "-x", "\(columns)", "-y", "\(rows)",
        "sh",
      ],
      capturing: false)
    if let style { try await run(["set-option", "-g", "window-style", style]) }
    try await run([
      "respawn-pane", "-k", "-t", "app:0",
      exports + command + "; echo \(Self.exitMark)$?; exec sleep 600",
    ])
  }

  deinit {
    _ = try? Self.run(["kill-server"], on: name, capturing: true)
  }

  /// Sends tmux key names (`Enter`, `Escape`, `Down`, `C-c`) or literal text (`literal: true`).
  public func send(_ keys: String..., literal: Bool = false) async throws {
    try await run(["send-keys", "-t", "app:0"] + (literal ? ["-l"] : []) + keys)
  }

  /// The screen as tmux shows it now.
  public func screen() async throws -> String {
    try await run(["capture-pane", "-p", "-t", "app:0"])
  }

  /// Waits (up to `seconds`) until the screen shows `text`; the last screen either way.
  @discardableResult
  public func waitFor(_ text: String, seconds: Double = 15) async throws -> (
    found: Bool, screen: String
  ) {
    let deadline = ContinuousClock.now + .seconds(seconds)
    var last = ""
    while ContinuousClock.now < deadline {
      last = try await screen()
      if last.contains(text) { return (true, last) }
      try await Task.sleep(for: .milliseconds(50))
    }
    return (false, last)
  }

  /// Waits (up to `seconds`) until the program has exited; its exit status, nil if it has not.
  public func waitForExit(seconds: Double = 15) async throws -> Int? {
    let (found, screen) = try await waitFor(Self.exitMark, seconds: seconds)
    guard found,
      let line = screen.split(separator: "\n").last(where: { $0.contains(Self.exitMark) })
    else { return nil }
    return Int(line.components(separatedBy: Self.exitMark).last ?? "")
  }

  /// What the shell prints after the program, with its exit status.
  private static let exitMark = "program-exited="

  /// The modes the program left: alternate screen, cursor shown, mouse, keypad (`1 0 1 0` while
  /// a full-screen program runs; `0 1 0 0` once it has given the terminal back).
  public func modes() async throws -> String {
    try await display("#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{keypad_flag}")
  }

  /// The program's process id (the child of the window's shell), nil once it has exited.
  public func programID() async throws -> Int32? {
    let shell = try await display("#{pane_pid}")
    let children = try? String(
      contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    return children?.split(separator: " ").first.flatMap { Int32($0) }
  }

  /// Resizes the window.
  public func resize(columns: Int, rows: Int) async throws {
    try await run(["resize-window", "-t", "app:0", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// A format of tmux's, e.g. `#{alternate_on}`, for the window; with `pane` (from
  /// `openPane()`), only once tmux has taken in all that was written to it.
  public func display(_ format: String, syncing pane: Int32? = nil) async throws -> String {
    if let pane { await offThePool { Self.synchronize(pane) } }
    return try await run(["display-message", "-p", "-t", "app:0", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The window's terminal, opened for reading and writing, for a test that talks to tmux as a
  /// program would (best with a `sleep` running in the window).
  public func openPane() async throws -> Int32 {
    let path = try await display("#{pane_tty}")
    let descriptor = open(path, O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    return descriptor
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

  /// Runs `tmux -L name arguments…` off the cooperative pool; what it printed.
  @discardableResult
  private func run(_ arguments: [String], capturing: Bool = true) async throws -> String {
    let name = name
    return try await offThePool { try Self.run(arguments, on: name, capturing: capturing) }
  }

  private static func run(_ arguments: [String], on name: String, capturing: Bool) throws
    -> String
  {
    let child = try ChildProcess(
      "tmux", ["-L", name] + arguments, environment: ProcessInfo.processInfo.environment,
      stdout: capturing ? .pipe : .null, stderr: .null)
    let output = capturing ? child.readOutputs().stdout : Data()
    _ = child.wait()
    return String(decoding: output, as: UTF8.self)
  }

  private static func quoted(_ value: String) -> String {
    "'" + value.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
