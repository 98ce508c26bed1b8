import Foundation

/// Runs a short-lived program to ask it something (`mpv --version`), with a time limit.
public enum ProgramRunner {
  /// What a program printed and how it ended.
  public struct Result: Sendable, Equatable {
    /// The exit status.
    public let status: Int32
    /// What it wrote to standard output (standard error is dropped).
    public let output: String

    /// A result with this status and output.
    public init(status: Int32, output: String) {
      self.status = status
      self.output = output
    }
  }

  /// Runs `path` with `arguments`, no input, and waits `limit` at most; nil when it could not be
  /// started or did not finish in time (it is then terminated).
  public static func run(_ path: String, arguments: [String], within limit: Duration) async
    -> Result?
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try SignalMask.runUnblocked(process) } catch { return nil }
    let deadline = ContinuousClock.now + limit
    while process.isRunning && ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(10))
    }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
