import Dispatch
import Domain
import Foundation
import TextUI

#if canImport(Glibc)
  import Glibc
#endif

/// On Ctrl-C (and SIGTERM, SIGHUP) stops the preview player, puts the terminal back and exits
/// 130, so no mpv outlives the run. Keep the handler alive for the whole run: a signal source
/// that is deallocated is cancelled silently.
@MainActor final class InterruptHandler {
  private let sources: [any DispatchSourceSignal]

  init(player: any PreviewPlayer) {
    sources = [SIGINT, SIGTERM, SIGHUP].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        Task {
          await player.shutdown()
          TerminalKeys.end()
          exit(ExitCode.interrupted.rawValue)
        }
      }
      source.resume()
      return source
    }
  }
}
