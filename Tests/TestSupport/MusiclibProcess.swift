import Foundation

/// Runs the built `musiclib` executable as a person would: arguments, piped standard input,
/// an environment of our choosing; returns what it printed and its exit code.
public struct MusiclibProcess: Sendable {
  /// What one run printed and returned.
  public struct Result: Sendable {
    public let stdout: String
    public let stderr: String
    public let exitCode: Int32
    /// The most memory the run had resident, in bytes, when known.
    public var peakResidentBytes: Int? = nil
  }

  /// The data directory every run of this instance uses (a fresh temporary one by default).
  public let dataDirectory: URL
  /// Extra environment for every run.
  public var environment: [String: String]

  public init(dataDirectory: URL? = nil, environment: [String: String] = [:]) {
    self.dataDirectory =
      dataDirectory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "musiclib-e2e-\(UUID().uuidString)")
    self.environment = environment
  }

  /// The executable next to the test bundle (SwiftPM builds both into the same folder).
  public static var executable: URL {
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent()
    let candidates = [
      bundleDirectory.appendingPathComponent("musiclib"),
      bundleDirectory.deletingLastPathComponent().appendingPathComponent("musiclib"),
      repositoryRoot.appendingPathComponent(".build/debug/musiclib"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[2]
  }

  /// The repository root, found from this source file's path.
  public static var repositoryRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Starts `musiclib arguments…`, sends SIGINT once `ready` holds (checked every 20 ms for up
  /// to 15 seconds), and waits for it to end.
  public func runInterrupted(
    _ arguments: [String], once ready: () async throws -> Bool
  ) async throws -> Result {
    let child = try ChildProcess(
      Self.executable.path, arguments, environment: environment(extra: [:]))
    _ = try await eventually(ready)
    child.send(SIGINT)
    return await Running(child: child).finish()
  }

  /// The environment of every run: a private home and data directory, a request budget no
  /// test reaches unless it sets its own `MUSICLIB_RATE` (suites send dozens of catalog requests
  /// a minute from one data directory), then `environment`, then `extra`.
  func environment(extra: [String: String]) -> [String: String] {
    var env = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": dataDirectory.path,
      "MUSICLIB_DATA_DIR": dataDirectory.path,
      "LANG": "C.UTF-8",
      "MUSICLIB_RATE": "10000/1",
      // Off unless a test turns it on with a private bus: a tmux run inherits the tmux server's
      // environment, and a developer's session bus must not see the tests' players.
      "MUSICLIB_MPRIS": "0",
    ]
    // Sanitizer settings reach the child too, e.g. ASAN_OPTIONS=detect_leaks=0 for libcurl.
    for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"] {
      env[key] = ProcessInfo.processInfo.environment[key]
    }
    env.merge(environment) { $1 }
    env.merge(extra) { $1 }
    return env
  }

  /// The environment a run gets (`environment(extra:)`), for a run started another way (tmux).
  public func launchEnvironment(extra: [String: String] = [:]) -> [String: String] {
    environment(extra: extra)
  }

  /// Starts `musiclib arguments…` with `input` on standard input and returns at once, so that
  /// several runs can overlap; `finish()` collects the result.
  public func start(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:]
  ) throws -> Running {
    let child = try ChildProcess(
      Self.executable.path, arguments, environment: environment(extra: extra), stdin: .pipe)
    child.input?.write(Data(input.utf8))
    try child.input?.close()
    return Running(child: child)
  }

  /// Runs `musiclib arguments…` (standard input empty) with its standard output piped into
  /// `reader`, a shell command such as `head -n 2` that may stop reading early; the result holds
  /// what `reader` printed and musiclib's exit code.
  public func run(_ arguments: [String], pipedInto reader: String) async throws -> Result {
    let script = "\"$0\" \"$@\" </dev/null | \(reader); exit \"${PIPESTATUS[0]}\""
    let child = try ChildProcess(
      "bash", ["-c", script, Self.executable.path] + arguments,
      environment: environment(extra: [:]))
    return await Running(child: child).finish()
  }

  /// Runs `musiclib arguments…` with `input` on standard input and waits for it.
  public func run(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:]
  ) async throws -> Result {
    try await start(arguments, input: input, environment: extra).finish()
  }

  /// Deletes the data directory.
  public func removeData() {
    try? FileManager.default.removeItem(at: dataDirectory)
  }
}
