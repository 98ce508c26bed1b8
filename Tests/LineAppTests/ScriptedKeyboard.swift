import Foundation
import TerminalKit
import TextRenderers

/// A keyboard that types a script and records what is drawn; input ends with the script. The
/// script is typed at prompts; while a request is awaited only `whileWaiting` is typed.
final class ScriptedKeyboard: Sendable {
  private let state: NSLock = NSLock()
  nonisolated(unsafe) private var bytes: [UInt8]
  nonisolated(unsafe) private var waitingBytes: [UInt8]
  nonisolated(unsafe) private var waiting = false
  nonisolated(unsafe) private var drawn: [String] = []
  nonisolated(unsafe) private var rawMode = false
  nonisolated(unsafe) private var rawModeEntries = 0
  nonisolated(unsafe) private var cleanups: [String?] = []

  init(typing text: String, whileWaiting: String = "") {
    bytes = Array(text.utf8)
    waitingBytes = Array(whileWaiting.utf8)
  }

  /// Everything written so far, in order.
  var output: String { state.withLock { drawn.joined() } }
  /// Each write, in order.
  var writes: [String] { state.withLock { drawn } }
  /// Whether raw mode is on now, and how many times it was switched on.
  var isRaw: Bool { state.withLock { rawMode } }
  var timesRaw: Int { state.withLock { rawModeEntries } }
  /// Each text kept for an interrupt, in order (nil: nothing to write).
  var interruptCleanups: [String?] { state.withLock { cleanups } }

  var terminal: KeyboardTerminal {
    KeyboardTerminal(
      begin: { [self] in
        state.withLock {
          rawMode = true
          rawModeEntries += 1
        }
      },
      end: { [self] in
        state.withLock {
          rawMode = false
          waiting = false
        }
      },
      nextByte: { [self] in
        state.withLock {
          if waiting { return waitingBytes.isEmpty ? nil : waitingBytes.removeFirst() }
          return bytes.isEmpty ? nil : bytes.removeFirst()
        }
      },
      write: { [self] text in state.withLock { drawn.append(text) } },
      onInterrupt: { [self] text in state.withLock { cleanups.append(text) } },
      beginWaiting: { [self] in
        state.withLock {
          rawMode = true
          waiting = true
        }
      },
      hasByte: { [self] milliseconds in
        if state.withLock({ waiting && !waitingBytes.isEmpty }) { return true }
        Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
        return false
      })
  }
}
