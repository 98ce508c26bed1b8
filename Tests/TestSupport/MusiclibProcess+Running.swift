import Foundation

extension MusiclibProcess {
  /// A `musiclib` run that was started and may still be going.
  public final class Running: @unchecked Sendable {
    private let child: ChildProcess

    init(child: ChildProcess) {
      self.child = child
    }

    /// The child's process id.
    public var processIdentifier: Int32 { child.pid }

    /// Sends SIGKILL: the child dies at once, wherever it is.
    public func killAtOnce() {
      child.send(SIGKILL)
    }

    /// Reads everything the child prints until it exits and returns that with its exit code
    /// (for a killed child, the signal number).
    public func finish() async -> Result {
      let (out, err, termination) = await child.finished()
      return Result(
        stdout: String(decoding: out, as: UTF8.self),
        stderr: String(decoding: err, as: UTF8.self), exitCode: termination.status,
        peakResidentBytes: child.peakResidentBytes)
    }

    /// Whether the child was ended by a signal rather than exiting.
    public var wasKilled: Bool { child.wait().bySignal }
  }
}

extension [MusiclibProcess.Running] {
  /// Each run's result, in order, once it has ended (they go on side by side meanwhile).
  public func finish() async -> [MusiclibProcess.Result] {
    var results: [MusiclibProcess.Result] = []
    for run in self { results.append(await run.finish()) }
    return results
  }
}
