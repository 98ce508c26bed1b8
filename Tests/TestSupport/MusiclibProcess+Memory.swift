import Foundation

extension MusiclibProcess {
  /// Runs `musiclib arguments…` like `run` and also returns its peak resident memory in KiB.
  ///
  /// A child spawned from this (large) test process would report this process's peak:
  /// `posix_spawn` shares our memory until `exec`, and `exec` carries the old high-water mark
  /// into `ru_maxrss`. So python3 forks (a fresh count) and execs musiclib, then reads
  /// `wait4`'s `ru_maxrss` and writes it as the last line of standard error.
  public func runMeasuringMemory(
    _ arguments: [String], environment extra: [String: String] = [:]
  ) throws -> (result: Result, peakResidentKiB: Int) {
    let script = """
      import os, sys
      pid = os.fork()
      if pid == 0:
          os.execv(sys.argv[1], sys.argv[1:])
      _, status, usage = os.wait4(pid, 0)
      sys.stderr.write("\\npeak-kib %d\\n" % usage.ru_maxrss)
      sys.exit(os.waitstatus_to_exitcode(status))
      """
    let child = try ChildProcess(
      "python3", ["-c", script, Self.executable.path] + arguments,
      environment: environment(extra: extra))
    let (out, err) = child.readOutputs()
    var errors = String(decoding: err, as: UTF8.self)
    guard let marker = errors.range(of: "\npeak-kib ", options: .backwards),
      let peak = Int(errors[marker.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw MeasurementFailure(stderr: errors) }
    errors.removeSubrange(marker.lowerBound...)
    let result = Result(
      stdout: String(decoding: out, as: UTF8.self), stderr: errors, exitCode: child.wait().status)
    return (result, peak)
  }

  /// The memory-measuring wrapper printed no peak; `stderr` is what it printed.
  public struct MeasurementFailure: Error {
    /// The wrapper's standard error.
    public let stderr: String
  }
}
