import Foundation
import TerminalText

/// The pixel covers (sixel, kitty, iTerm2) this run drew itself: the one kind of escape sequence
/// besides styling that a `TerminalConsole` lets through to the terminal. The drawer records
/// each picture it makes; the console passes exactly those strings through
/// `TerminalSafe.forTerminal`, so a catalog text can never smuggle one in.
public final class DrawnImages: @unchecked Sendable {
  private let lock = NSLock()
  private var images: Set<String> = []

  /// Creates an empty record.
  public init() {}

  /// Records `image`, a picture this program drew, for the rest of the run.
  public func record(_ image: String) {
    lock.withLock { _ = images.insert(image) }
  }

  /// Every picture recorded so far.
  public var all: [String] {
    lock.withLock { Array(images) }
  }
}
