import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid` on its own pid.
///
/// The tests start hundreds of processes, many at the same time. Foundation's `Process` notices
/// each exit on one shared monitor thread, which was seen blocked in `wait4` on a server that was
/// still running, leaving every other run's `waitUntilExit` spinning forever; this type shares
/// nothing between children. Children get an empty signal mask, default signal actions, and no
/// descriptor of ours besides their three standard streams (so a pipe's reader always sees EOF
/// when its own child exits).
public final class ChildProcess: @unchecked Sendable {
  /// Where a standard stream of the child goes.
  public enum Stream: Sendable {
    /// `/dev/null`.
    case null
    /// A pipe to or from this process.
    case pipe
    /// A file opened for writing, e.g. `/dev/full`.
    case file(String)
    /// The write end of a pipe whose read end is already closed: every write fails with EPIPE.
    case readerGone
  }

  /// How the child ended.
  public struct Termination: Equatable, Sendable {
    /// The exit code, or the signal number when `bySignal`.
    public let status: Int32
    /// Whether a signal ended it.
    public let bySignal: Bool
  }

  /// The child's process id.
  public let pid: pid_t
  /// The write end of the child's standard input (`.pipe` only).
  public let input: FileHandle?
  /// The read end of the child's standard output (`.pipe` only).
  public let output: FileHandle?
  /// The read end of the child's standard error (`.pipe` only).
  public let errorOutput: FileHandle?

  private let lock = NSLock()
  private var ended: Termination?
  private var peakResident: Int?

  /// Starts `executable` (a path, or a name looked up in `PATH`) with `arguments`.
  public init(
    _ executable: String, _ arguments: [String], environment: [String: String],
    stdin: Stream = .null, stdout: Stream = .pipe, stderr: Stream = .pipe
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var ours: [Int32] = []
    var theirs: [Int32] = []
    defer { for descriptor in theirs { _ = close(descriptor) } }
    var handles: [FileHandle?] = []
    for (target, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
      switch stream {
      case .null:
        posix_spawn_file_actions_addopen(
          &actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
        handles.append(nil)
      case .file(let path):
        posix_spawn_file_actions_addopen(&actions, target, path, O_WRONLY, 0)
        handles.append(nil)
      case .readerGone:
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SpawnFailure(errno: errno) }
        _ = close(ends[0])
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        posix_spawn_file_actions_adddup2(&actions, ends[1], target)
        theirs.append(ends[1])
        handles.append(nil)
      case .pipe:
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SpawnFailure(errno: errno) }
        // Spawns close every descriptor above 2 in the child anyway; this covers exec elsewhere.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let (childEnd, parentEnd) = target == 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
        posix_spawn_file_actions_adddup2(&actions, childEnd, target)
        theirs.append(childEnd)
        ours.append(parentEnd)
        handles.append(FileHandle(fileDescriptor: parentEnd, closeOnDealloc: true))
      }
    }
    Self.closeFrom3(&actions)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGCHLD] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    // Killed with that group when this process ends (see ParentDeathWatch).
    if let group = ParentDeathWatch.processGroup {
      posix_spawnattr_setpgroup(&attributes, group)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var child: pid_t = 0
    let result = posix_spawnp(&child, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      for descriptor in ours { _ = close(descriptor) }
      throw SpawnFailure(errno: result)
    }
    pid = child
    input = handles[0]
    output = handles[1]
    errorOutput = handles[2]
  }

  /// The id of a process that has ended and been reaped, e.g. the owner of what a killed run left.
  public static func reapedProcessID() throws -> pid_t {
    let child = try ChildProcess("/bin/true", [], environment: [:], stdout: .null, stderr: .null)
    child.wait()
    return child.pid
  }

  deinit {
    if isRunning { _ = kill(pid, SIGKILL) }
    _ = wait()
  }

  /// Waits for the child to end (once; later calls return the same answer).
  @discardableResult
  public func wait() -> Termination {
    lock.lock()
    defer { lock.unlock() }
    if let ended { return ended }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let termination = Self.termination(status)
    ended = termination
    peakResident = Int(usage.ru_maxrss) * 1024
    return termination
  }

  /// The most memory the child ever had resident, in bytes (its `ru_maxrss`), once it ended.
  public var peakResidentBytes: Int? {
    lock.withLock { peakResident }
  }

  /// Whether the child has not ended yet (reaping it if it has).
  public var isRunning: Bool {
    lock.lock()
    defer { lock.unlock() }
    guard ended == nil else { return false }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, WNOHANG, &usage) == pid else { return true }
    ended = Self.termination(status)
    peakResident = Int(usage.ru_maxrss) * 1024
    return false
  }

  /// Sends `signal` to the child.
  public func send(_ signal: Int32) {
    if isRunning { _ = kill(pid, signal) }
  }

  /// Everything the child writes until both streams close, then how it ended: read and waited
  /// for on a thread of its own, so that a test waiting for its child holds none of the
  /// cooperative pool's threads (one a core) and the other tests go on meanwhile.
  public func finished() async -> (stdout: Data, stderr: Data, termination: Termination) {
    await offThePool {
      let (out, err) = self.readOutputs()
      return (out, err, self.wait())
    }
  }

  /// `wait()` on a thread of its own (see `finished()`).
  @discardableResult
  public func ended() async -> Termination {
    await offThePool { self.wait() }
  }

  /// Everything the child writes to standard output and standard error until both close, read
  /// at the same time so that neither pipe can fill up and stall the child.
  public func readOutputs() -> (stdout: Data, stderr: Data) {
    let errorData = LockedData()
    let done = DispatchSemaphore(value: 0)
    let errorOutput = errorOutput
    Thread.detachNewThread {
      errorData.set(errorOutput?.readDataToEndOfFile() ?? Data())
      done.signal()
    }
    let out = output?.readDataToEndOfFile() ?? Data()
    done.wait()
    return (out, errorData.get())
  }

  private static func termination(_ status: Int32) -> Termination {
    let signal = status & 0x7f
    return signal == 0
      ? Termination(status: (status >> 8) & 0xff, bySignal: false)
      : Termination(status: signal, bySignal: true)
  }

  /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34+), which Swift does not import.
  private static func closeFrom3(_ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32)
      -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
  }

  /// `posix_spawn` or `pipe2` failed.
  public struct SpawnFailure: Error {
    /// The error number.
    public let errno: Int32
  }

  private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
  }
}
