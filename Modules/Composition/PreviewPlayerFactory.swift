import AdapterPorts
import Domain
import Foundation
import InMemoryPorts
import MPVPreview
import PlaybackModel

/// Chooses the live preview player: mpv when it is on `PATH`, else one that says how to get it.
public enum PreviewPlayerFactory {
  /// mpv with the extra arguments of `MUSICLIB_MPV_ARGS` (split on spaces, e.g. `--ao=null`),
  /// playing the previews `transport` downloads (with its limits) into a private temporary
  /// directory, none when `offline`; or an `UnavailablePreviewPlayer` with this system's install
  /// command.
  public static func make(
    environment: [String: String], transport: any HTTPTransport, offline: Bool = false
  ) -> any PreviewPlayer {
    guard let mpv = PlayerLocator.find("mpv", environment: environment) else {
      let osRelease = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)
      return UnavailablePreviewPlayer(
        installHint: PlayerLocator.installCommand(osRelease: osRelease))
    }
    let extra = (environment["MUSICLIB_MPV_ARGS"] ?? "").split(separator: " ").map(String.init)
    return DownloadingPreviewPlayer(
      wrapping: MPVPreviewPlayer(executablePath: mpv, extraArguments: extra), transport: transport,
      offline: offline, sweepingAt: SystemClock().now())
  }
}
