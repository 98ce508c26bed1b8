import AppCommands

/// What every screen of the line app reaches: the now-playing line over its prompt, the
/// `player`, `queue` and `stop` commands, and the screens open from anywhere (`library`,
/// `history`, `filters`, `profile`).
@MainActor package protocol PlaybackShortcuts: AnyObject {
  /// Carries out `command` when it is one of these commands; false when it is not.
  func perform(_ command: AppCommand) async -> Bool
  /// The line to show over the next prompt; nil when nothing plays.
  func nowPlayingLine() async -> String?
}
