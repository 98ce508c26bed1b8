import Foundation

extension MusiclibProcess {
  /// A `musiclib` run that was started and may still be going.
  public final class Running: @unchecked Sendable {
    private let process: Process
    private let stdout: Pipe
    private let stderr: Pipe

    init(process: Process, stdout: Pipe, stderr: Pipe) {
      self.process = process
      self.stdout = stdout
      self.stderr = stderr
    }

    /// The child's process id.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Sends SIGKILL: the child dies at once, wherever it is.
    public func killAtOnce() {
      kill(process.processIdentifier, SIGKILL)
    }

    /// Reads everything the child prints until it exits and returns that with its exit code
    /// (for a killed child, the signal number as `Process` reports it).
    public func finish() -> Result {
      let out = stdout.fileHandleForReading.readDataToEndOfFile()
      let err = stderr.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return Result(
        stdout: String(decoding: out, as: UTF8.self),
        stderr: String(decoding: err, as: UTF8.self), exitCode: process.terminationStatus)
    }

    /// Whether the child was ended by a signal rather than exiting.
    public var wasKilled: Bool { process.terminationReason == .uncaughtSignal }
  }
}
