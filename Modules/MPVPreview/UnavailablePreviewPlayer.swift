import Domain
import Foundation
import PlaybackModel

/// The player used when no mpv is installed: every `load` fails with `.playerMissing`, so the
/// screen shows the preview's URL and how to install mpv instead.
public struct UnavailablePreviewPlayer: PreviewPlayer {
  private let installHint: String

  /// Creates the player; `installHint` is a command or a web address, e.g. `sudo apt install mpv`.
  public init(installHint: String) {
    self.installHint = installHint
  }

  public func load(_ url: URL) async throws {
    throw PreviewFailure.playerMissing(installHint: installHint)
  }

  public func pause() async throws {
    throw PreviewFailure.playerMissing(installHint: installHint)
  }

  public func resume() async throws {
    throw PreviewFailure.playerMissing(installHint: installHint)
  }

  public func stop() async {}

  public func position() async -> PlaybackPosition? { nil }

  public func events() async -> AsyncStream<PreviewPlayerEvent> {
    AsyncStream { $0.finish() }
  }

  public func shutdown() async {}
}
