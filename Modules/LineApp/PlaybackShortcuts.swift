/// The run's playback as every screen of the line app reaches it: the now-playing line over its
/// prompt, and the `player`, `queue` and `stop` commands.
@MainActor protocol PlaybackShortcuts: AnyObject {
  /// Carries out `command` when it is one of the playback commands; false when it is not.
  func perform(_ command: ScreenCommand) async -> Bool
  /// The line to show over the next prompt; nil when nothing plays.
  func nowPlayingLine() async -> String?
}
