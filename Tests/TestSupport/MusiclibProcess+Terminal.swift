import Foundation

extension MusiclibProcess {
  /// Runs `musiclib arguments…` with a pseudo-terminal (python3's `pty`) as its standard input,
  /// output and error, `columns` wide; returns everything it wrote (stderr mixed in) with `\r\n`
  /// turned back into `\n`.
  public func runInTerminal(
    _ arguments: [String], columns: Int = 120, environment extra: [String: String] = [:]
  ) async throws -> Result {
    let script = """
      import fcntl, os, pty, struct, sys, termios
      pid, fd = pty.fork()
      if pid == 0:
          fcntl.ioctl(1, termios.TIOCSWINSZ, struct.pack("HHHH", 50, int(sys.argv[1]), 0, 0))
          os.execv(sys.argv[2], sys.argv[2:])
      out = b""
      while True:
          try:
              chunk = os.read(fd, 65536)
          except OSError:
              break
          if not chunk:
              break
          out += chunk
      _, status = os.waitpid(pid, 0)
      sys.stdout.buffer.write(out)
      sys.exit(os.waitstatus_to_exitcode(status))
      """
    let child = try ChildProcess(
      "python3", ["-c", script, String(columns), Self.executable.path] + arguments,
      environment: environment(extra: extra))
    let (out, err, termination) = await child.finished()
    return Result(
      stdout: String(decoding: out, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"),
      stderr: String(decoding: err, as: UTF8.self), exitCode: termination.status)
  }
}
