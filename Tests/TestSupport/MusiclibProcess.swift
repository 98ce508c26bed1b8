import Foundation

/// Runs the built `musiclib` executable as a person would: arguments, piped standard input,
/// an environment of our choosing; returns what it printed and its exit code.
public struct MusiclibProcess: Sendable {
  /// What one run printed and returned.
  public struct Result: Sendable {
    public let stdout: String
    public let stderr: String
    public let exitCode: Int32
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

  /// Starts `musiclib arguments…`, sends SIGINT after `delay` seconds, and waits for it to end.
  public func runInterrupted(_ arguments: [String], after delay: TimeInterval) throws -> Result {
    let process = try makeProcess(arguments, environment: [:])
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    process.standardInput = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: delay)
    process.interrupt()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
      exitCode: process.terminationStatus)
  }

  private func makeProcess(_ arguments: [String], environment extra: [String: String]) throws
    -> Process
  {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    var env = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": dataDirectory.path,
      "MUSICLIB_DATA_DIR": dataDirectory.path,
      "LANG": "C.UTF-8",
    ]
    // Sanitizer settings reach the child too, e.g. ASAN_OPTIONS=detect_leaks=0 for libcurl.
    for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"] {
      env[key] = ProcessInfo.processInfo.environment[key]
    }
    env.merge(environment) { $1 }
    env.merge(extra) { $1 }
    process.environment = env
    return process
  }

  /// Starts `musiclib arguments…` with `input` on standard input and returns at once, so that
  /// several runs can overlap; `finish()` collects the result.
  public func start(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:]
  ) throws -> Running {
    let process = try makeProcess(arguments, environment: extra)
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    return Running(process: process, stdout: stdout, stderr: stderr)
  }

  /// Runs `musiclib arguments…` with `input` on standard input and waits for it.
  public func run(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:]
  ) throws -> Result {
    try start(arguments, input: input, environment: extra).finish()
  }

  /// Deletes the data directory.
  public func removeData() {
    try? FileManager.default.removeItem(at: dataDirectory)
  }
}
