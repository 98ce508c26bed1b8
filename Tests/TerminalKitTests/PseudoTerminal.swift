import Foundation
import Testing

@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair for tests: the program side (`terminal`) and the emulator's side
/// (`emulator`), where tests type and read what the program wrote.
final class PseudoTerminal: @unchecked Sendable {
  let emulator: Int32
  let terminal: Int32

  init() throws {
    var emulator: Int32 = -1
    var terminal: Int32 = -1
    guard openpty(&emulator, &terminal, nil, nil, nil) == 0 else {
      throw POSIXError(.init(rawValue: errno) ?? .EIO)
    }
    (self.emulator, self.terminal) = (emulator, terminal)
  }

  deinit {
    close(emulator)
    close(terminal)
  }

  /// Types `text` (its UTF-8 bytes) as a person at the keyboard would.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(emulator, $0.baseAddress, $0.count) }
  }

  /// Sets the window size, as a terminal window being resized does.
  func resize(columns: Int, rows: Int) {
    var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(emulator, UInt(TIOCSWINSZ), &window)
  }

  /// Switches the terminal to raw input, as the full-screen app does.
  func makeRaw() {
    var settings = settings()
    FullScreenTerminal.makeRaw(&settings)
    _ = tcsetattr(terminal, TCSANOW, &settings)
  }

  /// The terminal's current settings.
  func settings() -> termios {
    var settings = termios()
    _ = tcgetattr(terminal, &settings)
    return settings
  }

  /// Everything the program has written that is waiting on the emulator's side, reading until
  /// `count` bytes came.
  func read(count: Int) -> [UInt8] {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while received.count < count {
      let got = Glibc.read(emulator, &buffer, min(buffer.count, count - received.count))
      guard got > 0 else { break }
      received += buffer.prefix(got)
    }
    return received
  }
}

extension TerminalEvents {
  /// The next `count` events; fewer when none come for 10 s (the stream is stopped then, so a
  /// broken reader fails the test instead of hanging it).
  func take(_ count: Int) async -> [TerminalEvent] {
    let watchdog = Task { [self] in
      try await Task.sleep(for: .seconds(10))
      stop()
    }
    defer { watchdog.cancel() }
    var taken: [TerminalEvent] = []
    for await event in stream {
      taken.append(event)
      if taken.count == count { break }
    }
    return taken
  }
}

/// Work on a thread of its own: blocking reads on the tests' shared pool can starve it (two
/// cores, two pool threads).
final class OnThread<Result: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result?

  init(_ work: @escaping @Sendable () -> Result) {
    Thread { [self] in
      result = work()
      done.signal()
    }.start()
  }

  /// Waits for the work to end and gives its result.
  func value() -> Result? {
    done.wait()
    return result
  }
}
