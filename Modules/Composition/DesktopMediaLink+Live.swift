import CoverArtCache
import MPRISBridge
import PlaybackModel

extension DesktopMediaLink {
  /// The variable that turns the desktop's media controls off (`0`) or leaves them on (`1`).
  public static let enabledVariable = "MUSICLIB_MPRIS"

  /// The run's playback on the session bus as an MPRIS player, with the covers `covers` holds;
  /// nil when the configuration turns it off or no session bus exists (nothing is loaded then).
  public static func live(
    _ configuration: AppConfiguration, environment: [String: String],
    playback: any PlaybackSession, covers: CachedCoverArtSource
  ) -> DesktopMediaLink? {
    guard configuration.desktopMediaControls,
      MPRISPlayer.sessionBusAddress(environment: environment) != nil
    else { return nil }
    return DesktopMediaLink(
      controls: MPRISPlayer(environment: environment), playback: playback,
      coverFile: { covers.cachedFile(at: $0)?.path })
  }

  /// What `doctor` says of the media controls: the bus name asked for when they are on, nil
  /// when off, with why.
  public static func availability(_ configuration: AppConfiguration, environment: [String: String])
    -> DesktopMediaAvailability
  {
    guard configuration.desktopMediaControls else { return .turnedOff }
    guard MPRISPlayer.sessionBusAddress(environment: environment) != nil else { return .noBus }
    return .on(name: MPRISPlayer.baseName)
  }
}

/// Whether an interactive run publishes its player to the desktop.
public enum DesktopMediaAvailability: Hashable, Sendable {
  /// On, under this bus name (`.instance<pid>` added when another player holds it).
  case on(name: String)
  /// Off: `--no-mpris` or `MUSICLIB_MPRIS=0`.
  case turnedOff
  /// Off: no session bus.
  case noBus
}
