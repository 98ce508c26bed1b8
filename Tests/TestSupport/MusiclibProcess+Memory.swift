import Foundation

extension MusiclibProcess {
  /// Runs `musiclib arguments…` and reports its peak resident memory in
  /// `Result.peakResidentBytes`.
  ///
  /// The run is started by a small python3 parent that reads the peak with `getrusage`: Linux
  /// keeps a process's peak across `exec`, so a child spawned straight from this (large) test
  /// process would report the test process's own peak.
  public func runMeasuringMemory(
    _ arguments: [String], environment extra: [String: String] = [:]
  ) async throws -> Result {
    let script = """
      import resource, subprocess, sys
      code = subprocess.call(sys.argv[1:], stdin=subprocess.DEVNULL)
      peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
      sys.stderr.write("\\n\(Self.peakMarker)%d\\n" % peak)
      sys.exit(code if code >= 0 else 128 - code)
      """
    let child = try ChildProcess(
      "python3", ["-c", script, Self.executable.path] + arguments,
      environment: environment(extra: extra))
    let (out, err, termination) = await child.finished()
    var stderr = String(decoding: err, as: UTF8.self)
    var peak: Int?
    if let marker = stderr.range(of: "\n" + Self.peakMarker, options: .backwards) {
      let kilobytes = stderr[marker.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
      peak = Int(kilobytes).map { $0 * 1024 }
      stderr.removeSubrange(marker.lowerBound...)
    }
    return Result(
      stdout: String(decoding: out, as: UTF8.self), stderr: stderr,
      exitCode: termination.status, peakResidentBytes: peak)
  }

  private static let peakMarker = "musiclib-peak-resident-kilobytes: "
}
