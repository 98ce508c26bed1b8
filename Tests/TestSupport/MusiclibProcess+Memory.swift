import Foundation

extension MusiclibProcess {
  /// Runs `musiclib arguments…` like `run` and also returns its peak resident memory in KiB, as
  /// the kernel counted it for the child alone (`wait4`'s `ru_maxrss`).
  public func runMeasuringMemory(
    _ arguments: [String], environment extra: [String: String] = [:]
  ) throws -> (result: Result, peakResidentKiB: Int) {
    let child = try ChildProcess(
      Self.executable.path, arguments, environment: environment(extra: extra))
    let (out, err) = child.readOutputs()
    let result = Result(
      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
      exitCode: child.wait().status)
    return (result, child.peakResidentKiB)
  }
}
