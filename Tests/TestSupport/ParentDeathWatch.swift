import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Makes what the tests start end with the test process, however that ends: a SIGKILL runs no
/// `deinit`, and a tmux server, which daemonizes, outlives its clients anyway.
///
/// On first use one watcher (`sh`) is started per test process, leading a process group of its
/// own and blocked reading a pipe whose only write end this process holds. The kernel closes that
/// end when this process ends; the watcher then stops the tmux servers registered here and kills
/// its process group, which every `ChildProcess` is spawned into. (`PR_SET_PDEATHSIG`, as in
/// `setpriv --pdeathsig`, fires when the spawning *thread* ends, which pool threads do while the
/// test process lives on.)
public enum ParentDeathWatch {
  /// Makes the private tmux server `name` (`tmux -L name`) stop when this process ends.
  public static func killTmuxServer(named name: String) {
    guard let watcher else { return }
    _ = FileManager.default.createFile(atPath: watcher.directory + "/" + name, contents: nil)
  }

  /// The process group children are spawned into so that the watcher can kill them; nil when it
  /// could not start (children then stay in this process's group).
  public static var processGroup: pid_t? { watcher?.pid }

  private static let watcher = Watcher()

  private struct Watcher: Sendable {
    let pid: pid_t
    let directory: String

    /// `$1` holds an empty file named after each registered tmux server; one already stopped
    /// has no socket left and costs no tmux run.
    private static let script = """
      read -r _
      sockets="${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)"
      for name in $(ls "$1"); do
        [ -S "$sockets/$name" ] && tmux -L "$name" kill-server 2>/dev/null
      done
      rm -rf "$1"
      kill -s KILL 0
      """

    init?() {
      directory =
        FileManager.default.temporaryDirectory
        .appending(path: "musiclib-test-watch-\(getpid())").path
      guard mkdir(directory, 0o700) == 0 || errno == EEXIST else { return nil }
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { return nil }
      // Nothing else this process spawns may hold the write end open.
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      var empty = sigset_t()
      sigemptyset(&empty)
      posix_spawnattr_setsigmask(&attributes, &empty)
      posix_spawnattr_setpgroup(&attributes, 0)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK))
      let words: [String] = ["sh", "-c", Self.script, "sh", directory]
      let argv = words.map { strdup($0) } + [nil]
      defer { for pointer in argv { free(pointer) } }
      var child: pid_t = 0
      let result = posix_spawnp(&child, "sh", &actions, &attributes, argv, environ)
      _ = close(ends[0])
      guard result == 0 else {
        _ = close(ends[1])
        return nil
      }
      // ends[1] stays open, unused, for as long as this process lives.
      pid = child
    }
  }
}
