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
}

/// Lets the tests that count this process's mpv children run alone, and the others side by side:
/// a readers-writer lock, granted in the order asked so that no test waits forever.
actor ChildProcessGate {
  static let shared = ChildProcessGate()

  private var sharing = 0
  private var isExclusive = false
  private var queue: [(exclusive: Bool, continuation: CheckedContinuation<Void, Never>)] = []

  /// Returns once the caller may start its mpv: alone when `exclusive`.
  func enter(exclusive: Bool) async {
    if queue.isEmpty, canEnter(exclusive: exclusive) {
      take(exclusive: exclusive)
      return
    }
    await withCheckedContinuation { queue.append((exclusive, $0)) }
  }

  /// Ends a turn begun by `enter(exclusive:)`.
  func leave(exclusive: Bool) {
    if exclusive { isExclusive = false } else { sharing -= 1 }
    while let first = queue.first, canEnter(exclusive: first.exclusive) {
      queue.removeFirst()
      take(exclusive: first.exclusive)
      first.continuation.resume()
    }
  }

  private func canEnter(exclusive: Bool) -> Bool {
    !isExclusive && (!exclusive || sharing == 0)
  }

  private func take(exclusive: Bool) {
    if exclusive { isExclusive = true } else { sharing += 1 }
  }
}
