import Dispatch
import Domain
import Foundation
import TextUI

#if canImport(Glibc)
  import Glibc
#endif

/// On Ctrl-C (and SIGTERM, SIGHUP) stops the preview player (cancelling a preview's download and
/// removing its files), puts the terminal back and exits 130, so no mpv outlives the run. Keep the handler alive for the whole run: a signal source
/// that is deallocated is cancelled silently.
final class InterruptHandler: Sendable {
  // Immutable after init; the sources are only kept alive here, never touched again.
  nonisolated(unsafe) private let sources: [any DispatchSourceSignal]

  nonisolated init(player: any PreviewPlayer) {
    sources = [SIGINT, SIGTERM, SIGHUP].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler(handler: Self.handler(player: player))
      source.resume()
      return source
    }
  }

  /// Built outside any actor: the handler runs on a dispatch queue, not the main actor.
  private nonisolated static func handler(player: any PreviewPlayer) -> @Sendable () -> Void {
    {
      Task.detached {
        await player.shutdown()
        if let cleanup = TerminalKeys.takeInterruptCleanup() {
          StandardStreams.write(cleanup, to: STDOUT_FILENO)
        }
        TerminalKeys.end()
        NoEchoInput.restoreTerminal()
        // The shell's prompt starts on a line of its own, not after ours.
        if isatty(STDERR_FILENO) == 1 { FileHandle.standardError.write(Data("\n".utf8)) }
        // _exit: no atexit teardown racing the main thread, which may be mid-read.
        _exit(ExitCode.interrupted.rawValue)
      }
    }
  }
}
