/// What a key asks of the full-screen app; the key map turns keys into these, and the panes
/// and the app act on them.
public enum KeyCommand: Hashable, Sendable {
  case up, down, pageUp, pageDown, top, bottom
  /// Open or play what the cursor is on.
  case open
  /// Leave the pane, or cancel what is in flight.
  case back
  case nextPane, previousPane
  /// The search line (`/`).
  case search
  /// The line app's commands (`:`).
  case command
  case playPause, next, previous
  case addToQueue, save, remove
  case cycleRepeat, toggleShuffle
  case help, quit
}
