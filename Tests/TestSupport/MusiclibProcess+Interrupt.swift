import Foundation

extension MusiclibProcess {
  /// What a run on a pseudo-terminal showed when Ctrl-C was typed into it.
  public struct InterruptedRun: Sendable, Decodable {
    /// Everything written to the terminal, `\r\n` turned back into `\n`.
    public let output: String
    /// The exit status, or nil when the program was still running 15 seconds after Ctrl-C.
    public let exitCode: Int32?
    /// Whether the terminal echoed typing at the moment Ctrl-C was typed.
    public let echoWhenInterrupted: Bool
    /// Whether the terminal echoes typing after the program ended.
    public let echoAfterwards: Bool
    /// Seconds from Ctrl-C to the program's end.
    public let secondsToExit: Double
    /// Whether the program's main thread blocked SIGINT when Ctrl-C was typed (read from
    /// `/proc`): then only a thread that waits for it, such as Dispatch's signalfd, gets it.
    public let mainThreadBlockedInterrupt: Bool
  }

  /// One line typed once `prompt` appears on the terminal.
  public struct TerminalReply: Sendable, Encodable {
    let prompt: String
    let line: String

    /// Types `line` and Return once `prompt` appears.
    public init(after prompt: String, type line: String) {
      self.prompt = prompt
      self.line = line
    }
  }

  private struct InterruptPlan: Encodable {
    let replies: [TerminalReply]
    let interruptAfter: String
    let awaitNoEcho: Bool
  }

  /// Runs `musiclib arguments…` as the foreground process of a new pseudo-terminal (python3's
  /// `pty`), types each reply when its prompt appears, then Ctrl-C once `interruptAfter` appears.
  /// With `awaitNoEcho`, Ctrl-C waits (up to 5 seconds) for the program to turn echo off first.
  public func interruptInTerminal(
    _ arguments: [String], replies: [TerminalReply] = [], interruptAfter: String,
    awaitNoEcho: Bool = false, environment extra: [String: String] = [:]
  ) async throws -> InterruptedRun {
    let plan = InterruptPlan(
      replies: replies, interruptAfter: interruptAfter, awaitNoEcho: awaitNoEcho)
    let child = try ChildProcess(
      "python3",
      [
        "-c", Self.interruptDriver,
        String(decoding: try JSONEncoder().encode(plan), as: UTF8.self), Self.executable.path,
      ] + arguments,
      environment: environment(extra: extra))
    let (out, err, termination) = await child.finished()
    guard termination.status == 0 else {
      throw DriverFailure(message: String(decoding: err, as: UTF8.self))
    }
    return try JSONDecoder().decode(InterruptedRun.self, from: out)
  }

  /// The pseudo-terminal driver gave up (a prompt never appeared); `message` says where.
  public struct DriverFailure: Error, CustomStringConvertible {
    /// What the driver printed.
    public let message: String
    public var description: String { message }
  }

  /// Keeps its own descriptor of the terminal open, so it can read the terminal's settings after
  /// the program ended.
  private static let interruptDriver = """
    import fcntl, json, os, select, signal, struct, sys, termios, time
    plan = json.loads(sys.argv[1])
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 120, 0, 0))
    pid = os.fork()
    if pid == 0:
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for fd in (0, 1, 2):
            os.dup2(slave, fd)
        os.closerange(3, 256)
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.execv(sys.argv[2], sys.argv[2:])
    out = b""
    seen = 0
    def pump(timeout):
        global out
        ready, _, _ = select.select([master], [], [], timeout)
        if not ready:
            return False
        try:
            out += os.read(master, 65536)
        except OSError:
            return False
        return True
    def wait_for(text):
        global seen
        deadline = time.monotonic() + 30
        while True:
            found = out.find(text.encode(), seen)
            if found >= 0:
                seen = found + len(text.encode())
                return
            if time.monotonic() > deadline:
                os.kill(pid, signal.SIGKILL)
                sys.stderr.write("no %r in %r" % (text, out.decode(errors="replace")))
                sys.exit(1)
            pump(0.1)
    def echo():
        return bool(termios.tcgetattr(slave)[3] & termios.ECHO)
    for reply in plan["replies"]:
        wait_for(reply["prompt"])
        os.write(master, reply["line"].encode() + b"\\r")
    wait_for(plan["interruptAfter"])
    deadline = time.monotonic() + 5
    while plan["awaitNoEcho"] and echo() and time.monotonic() < deadline:
        time.sleep(0.02)
    echo_when_interrupted = echo()
    with open("/proc/%d/task/%d/status" % (pid, pid)) as status_file:
        blocked = next(int(line.split()[1], 16) for line in status_file if line.startswith("SigBlk:"))
    os.write(master, b"\\x03")
    sent = time.monotonic()
    status = None
    while time.monotonic() - sent < 15:
        done, raw = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(raw)
            break
        pump(0.05)
    elapsed = time.monotonic() - sent
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    while pump(0.2):
        pass
    json.dump({
        "output": out.decode(errors="replace").replace("\\r\\n", "\\n"),
        "exitCode": status,
        "echoWhenInterrupted": echo_when_interrupted,
        "echoAfterwards": echo(),
        "secondsToExit": elapsed,
        "mainThreadBlockedInterrupt": bool(blocked & (1 << (signal.SIGINT - 1))),
    }, sys.stdout)
    """
}
