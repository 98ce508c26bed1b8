import Foundation

/// This test process's child processes, read from /proc.
enum ChildProcesses {
  /// The pids of our children whose command name is `name` (zombies included).
  static func named(_ name: String) -> [Int32] {
    let me = getpid()
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
      else { return false }
      let fields = Dictionary(
        status.split(separator: "\n").map { line -> (String, String) in
          let parts = line.split(separator: ":", maxSplits: 1)
          return (
            String(parts[0]),
            parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
          )
        }, uniquingKeysWith: { first, _ in first })
      return fields["PPid"] == String(me) && fields["Name"] == name
    }
  }

  /// Whether a process with this pid exists at all (a zombie counts).
  static func exists(_ pid: Int32) -> Bool {
    FileManager.default.fileExists(atPath: "/proc/\(pid)")
  }

  /// Waits until `condition` holds, checking every 20 ms for at most `limit`; returns whether it
  /// held. Used for things that happen asynchronously (a child being reaped), not for timing.
  static func eventually(within limit: Duration = .seconds(5), _ condition: () -> Bool) async
    -> Bool
  {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
  }
}
