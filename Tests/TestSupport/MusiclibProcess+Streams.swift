import Foundation

extension MusiclibProcess {
  /// Runs `musiclib arguments…` with its standard output and error where the test says (a pipe
  /// read here, a file such as `/dev/full`, or a pipe nobody reads); what was not piped here
  /// reads as empty. A child killed by a signal gives the signal's number negated, so that a
  /// SIGPIPE death (which shells also show as 141) cannot pass for `exit(141)`.
  public func run(
    _ arguments: [String], stdout: ChildProcess.Stream, stderr: ChildProcess.Stream = .pipe,
    environment extra: [String: String] = [:]
  ) async throws -> Result {
    let child = try ChildProcess(
      Self.executable.path, arguments, environment: environment(extra: extra), stdout: stdout,
      stderr: stderr)
    let (out, err, termination) = await child.finished()
    return Result(
      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
      exitCode: termination.bySignal ? -termination.status : termination.status)
  }
}
