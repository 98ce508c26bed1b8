import Composition
import Dispatch
import Domain
import Foundation
import PlaybackModel
import TerminalKit
import TextRenderers

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
    let numbers = [SIGINT, SIGTERM, SIGHUP]
    sources = numbers.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler(handler: Self.handler(player: player))
      source.resume()
      return source
    }
    // Dispatch reads these signals from a signalfd, which only sees a signal every thread
    // blocks. Dispatch's threads block them; the main thread, which runs the whole app (it never
    // reaches `dispatch_main`, which used to block them), must too: else the kernel may hand a
    // Ctrl-C to the main thread instead, and it was lost (1 run in 2 under the thread sanitizer).
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for number in numbers { sigaddset(&blocked, number) }
    pthread_sigmask(SIG_BLOCK, &blocked, nil)
  }

  /// Built outside any actor: the handler runs on a dispatch queue, not the main actor.
  private nonisolated static func handler(player: any PreviewPlayer) -> @Sendable () -> Void {
    {
      Task.detached {
        await player.shutdown()
        if let cleanup = TerminalKeys.takeInterruptCleanup() {
          // Composed by the line editor around cleaned text: its `ESC [ J` must go out as it is.
          StandardStreams.writeComposed(cleanup, to: STDOUT_FILENO)
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
