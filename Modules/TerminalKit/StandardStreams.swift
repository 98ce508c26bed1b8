import Foundation
import TerminalText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every write to standard output and standard error goes through here, so that output that
/// cannot be written is never lost silently: a reader that went away (`| head -1`) ends the run
/// quietly with `closedPipeStatus`; any other failure (`> /dev/full`) with a message on standard
/// error and `failedWriteStatus` (just the status when standard error is what failed).
public enum StandardStreams {
  /// 128 + SIGPIPE, what shells report for `yes | head`.
  public static let closedPipeStatus: Int32 = 141
  /// The storage exit code: the output is a file that could not be written.
  public static let failedWriteStatus: Int32 = 74

  private static let failureMessage = LockedMessage()

  /// Call first thing: a closed pipe then gives EPIPE to decide on instead of killing the
  /// process by SIGPIPE; `failureMessage` says, in the person's language, that writing failed
  /// for the system's reason it is given.
  public static func prepare(failureMessage: @escaping @Sendable (_ reason: String) -> String) {
    signal(SIGPIPE, SIG_IGN)
    Self.failureMessage.set(failureMessage)
  }

  /// Writes `text` as `TerminalSafe.forTerminal` lets it through, `images` (covers this
  /// program drew) included.
  public static func write(_ text: String, to descriptor: Int32, trusting images: [String] = []) {
    writeComposed(TerminalSafe.forTerminal(text, trusting: images), to: descriptor)
  }

  /// Writes `text` as it is: only for sequences a screen composes itself around cleaned text
  /// (the line editor's cursor movements).
  public static func writeComposed(_ text: String, to descriptor: Int32) {
    writeAll(Array(text.utf8)[...], to: descriptor)
  }

  /// `write(_:to:trusting:)` for UTF-8 text a program made (`DocumentJSON`): its bytes are
  /// written as they are when nothing in them needs cleaning, without becoming a `String`.
  public static func write(utf8 bytes: [UInt8], to descriptor: Int32) {
    let needsCleaning = bytes.withUnsafeBufferPointer {
      TerminalSafe.containsUnsafe(utf8: $0, exempt: .layout)
    }
    guard !needsCleaning else {
      return write(String(decoding: bytes, as: UTF8.self), to: descriptor)
    }
    writeAll(bytes[...], to: descriptor)
  }

  private static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) {
    var bytes = bytes
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { fail(errno: written < 0 ? errno : EIO, descriptor: descriptor) }
      bytes = bytes.dropFirst(written)
    }
  }

  private static func fail(errno error: Int32, descriptor: Int32) -> Never {
    TerminalKeys.end()
    NoEchoInput.restoreTerminal()
    guard error != EPIPE else { exit(closedPipeStatus) }
    if descriptor != STDERR_FILENO {
      let reason = String(cString: strerror(error))
      let message = "musiclib: " + failureMessage.get()(reason) + "\n"
      _ = Array(message.utf8).withUnsafeBytes {
        systemWrite(STDERR_FILENO, $0.baseAddress, $0.count)
      }
    }
    exit(failedWriteStatus)
  }
}

private final class LockedMessage: @unchecked Sendable {
  private let lock = NSLock()
  private var value: @Sendable (String) -> String = { "Could not write the output: " + $0 }
  func set(_ message: @escaping @Sendable (String) -> String) { lock.withLock { value = message } }
  func get() -> @Sendable (String) -> String { lock.withLock { value } }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
