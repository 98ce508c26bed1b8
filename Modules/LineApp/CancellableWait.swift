import Foundation
import TerminalKit

/// Runs what a submitted line starts (a search, an album's load) while watching the keyboard:
/// Ctrl-C or Esc cancels it, and the screen says so; what else is typed meanwhile is dropped, so
/// it does not land in the next prompt. Without a keyboard (piped input) the work just runs.
@MainActor struct CancellableWait {
  /// The terminal to watch; nil runs the work as it is.
  let keyboard: KeyboardTerminal?

  /// How long an Esc waits for the rest of a sequence before it counts as Esc.
  nonisolated private static let escapeWait = 30

  /// Runs `work` to its end or until cancelled; true when it was cancelled.
  @discardableResult
  func run(_ work: @escaping @MainActor () async -> Void) async -> Bool {
    guard let keyboard else {
      await work()
      return false
    }
    keyboard.beginWaiting()
    defer { keyboard.end() }
    let task = Task { @MainActor in await work() }
    let finished = Flag()
    let cancelled = Flag()
    let stopped = DispatchSemaphore(value: 0)
    // A thread of its own: a read that waits must not hold one of the few threads tasks run on.
    Thread {
      if Self.watch(keyboard, cancelling: task, until: finished) { cancelled.set() }
      stopped.signal()
    }.start()
    await task.value
    finished.set()
    await Task.detached { stopped.wait() }.value
    return cancelled.isSet
  }

  /// Reads keys until `finished`: the first Ctrl-C or Esc cancels `task`, a Ctrl-C after that
  /// interrupts the run (the work did not stop); other keys are dropped. True when cancelled.
  nonisolated private static func watch(
    _ keyboard: KeyboardTerminal, cancelling task: Task<Void, Never>, until finished: Flag
  ) -> Bool {
    var decoder = TerminalKeyDecoder()
    var cancelled = false
    while !finished.isSet {
      guard keyboard.hasByte(escapeWait) else {
        if decoder.flushPendingEscape() == .escape, !cancelled {
          task.cancel()
          cancelled = true
        }
        continue
      }
      if finished.isSet { break }
      guard let byte = keyboard.nextByte() else { break }
      switch decoder.feed(byte) {
      case .interrupt? where cancelled: keyboard.interrupt()
      case .interrupt?, .escape?:
        task.cancel()
        cancelled = true
      default: continue
      }
    }
    return cancelled
  }
}

/// A flag set once, read from any thread.
private final class Flag: Sendable {
  private let lock = NSLock()
  nonisolated(unsafe) private var value = false

  var isSet: Bool { lock.withLock { value } }

  func set() { lock.withLock { value = true } }
}
