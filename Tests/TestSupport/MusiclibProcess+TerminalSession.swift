import Foundation

/// One thing a scripted person does at a pseudo-terminal.
public enum TerminalStep: Sendable {
  /// Types these characters (control characters such as "\u{03}" included).
  case type(String)
  /// Waits (up to 15 s) until the program has written `text` since the last `type`; the session
  /// stops if it never does.
  case waitFor(String)
  /// Resizes the terminal (TIOCSWINSZ on the pseudo-terminal, as a terminal window does; the
  /// program gets SIGWINCH).
  case resize(columns: Int, rows: Int)
}

/// What a scripted terminal session saw.
public struct TerminalSession: Sendable {
  /// Everything the program wrote, with `\r\n` turned into `\n`.
  public let output: String
  /// What the program wrote after each `type` step, until the next one.
  public let replies: [String]
  /// The `waitFor` texts that never appeared (the session stopped at the first).
  public let missing: [String]
  /// Whether ECHO and ICANON were on at each `waitFor` that succeeded, in order.
  public let modesWhileWaiting: [TerminalModes]
  /// ECHO and ICANON after the program exited.
  public let modesAfterExit: TerminalModes
  /// The program's exit code (128 + signal when killed).
  public let exitCode: Int32
}

/// The terminal flags a line-reading program must leave on.
public struct TerminalModes: Equatable, Sendable, Decodable {
  /// Whether typed characters are echoed.
  public let echo: Bool
  /// Whether input is read by lines (canonical mode).
  public let canonical: Bool

  /// Creates modes.
  public init(echo: Bool, canonical: Bool) {
    self.echo = echo
    self.canonical = canonical
  }
}

extension MusiclibProcess {
  /// Runs `musiclib arguments…` on a pseudo-terminal (python3's `pty`) and plays `steps` as a
  /// person at the keyboard would; the terminal's slave side stays open in the driver, so its
  /// modes can be read after the program has exited.
  public func runTerminalSession(
    _ arguments: [String], steps: [TerminalStep], environment extra: [String: String] = [:]
  ) async throws -> TerminalSession {
    let encodedSteps = steps.map { step -> [String: String] in
      switch step {
      case .type(let text): ["type": text]
      case .waitFor(let text): ["waitFor": text]
      case .resize(let columns, let rows): ["resize": "\(columns) \(rows)"]
      }
    }
    let child = try ChildProcess(
      "python3",
      [
        "-c", Self.sessionScript,
        String(decoding: try JSONSerialization.data(withJSONObject: encodedSteps), as: UTF8.self),
        Self.executable.path,
      ] + arguments,
      environment: environment(extra: ["TERM": "xterm-256color"].merging(extra) { $1 }),
      stderr: .null)
    let report = await child.finished().stdout
    let decoded = try JSONDecoder().decode(SessionReport.self, from: report)
    let lines = { (text: String) in text.replacingOccurrences(of: "\r\n", with: "\n") }
    return TerminalSession(
      output: lines(decoded.output), replies: decoded.replies.map(lines),
      missing: decoded.missing, modesWhileWaiting: decoded.modes, modesAfterExit: decoded.after,
      exitCode: decoded.exit)
  }

  private struct SessionReport: Decodable {
    let output: String
    let replies: [String]
    let missing: [String]
    let modes: [TerminalModes]
    let after: TerminalModes
    let exit: Int32
  }

  private static let sessionScript = """
    import fcntl, json, os, select, signal, struct, sys, termios, time
    steps = json.loads(sys.argv[1])
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 120, 0, 0))
    pid = os.fork()
    if pid == 0:
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for target in (0, 1, 2):
            os.dup2(slave, target)
        os.close(master)
        os.execv(sys.argv[2], sys.argv[2:])
    out = b""
    marks = []
    missing = []
    modes = []
    status = None
    def flags():
        lflag = termios.tcgetattr(slave)[3]
        return {"echo": bool(lflag & termios.ECHO), "canonical": bool(lflag & termios.ICANON)}
    def pump(timeout):
        global out, status
        ready, _, _ = select.select([master], [], [], timeout)
        if ready:
            out += os.read(master, 65536)
        elif status is None:
            done, code = os.waitpid(pid, os.WNOHANG)
            if done:
                status = code
    for step in steps:
        if "resize" in step:
            columns, rows = map(int, step["resize"].split())
            fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            continue
        if "type" in step:
            marks.append(len(out))
            os.write(master, step["type"].encode())
            continue
        wanted = step["waitFor"].encode()
        since = marks[-1] if marks else 0
        deadline = time.time() + 15
        while wanted not in out[since:] and time.time() < deadline and status is None:
            pump(0.05)
        if wanted not in out[since:]:
            missing.append(step["waitFor"])
            break
        modes.append(flags())
    deadline = time.time() + 15
    while status is None and time.time() < deadline:
        pump(0.05)
    if status is None:
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
    while select.select([master], [], [], 0.1)[0]:
        out += os.read(master, 65536)
    after = flags()
    marks.append(len(out))
    replies = [out[a:b].decode("utf-8", "replace") for a, b in zip(marks, marks[1:])]
    code = os.waitstatus_to_exitcode(status)
    json.dump({"output": out.decode("utf-8", "replace"), "replies": replies, "missing": missing,
               "modes": modes, "after": after, "exit": code if code >= 0 else 128 - code},
              sys.stdout)
    """
}
