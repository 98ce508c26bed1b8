/// What a person asks of an interactive front end, by key or by a typed word: both the line
/// app's prompts and the full-screen app's `:` line parse into it, and the full-screen key map
/// binds keys to it, so a command means the same in both.
public enum AppCommand: Hashable, Sendable {
  // Everywhere
  case quit, help, back
  // Screens and sections
  case library, history, filters, queue, profile, player, calendar
  case signUp, signOut
  // Playback
  case play, pause, toggle, next, previous, stop, cycleRepeat, shuffle
  // What a page does with what it shows
  case save, remove, clear, addToQueue
  // Keys only: cursor moves, panes and the input lines
  case up, down, pageUp, pageDown, top, bottom
  /// Open or play what the cursor is on.
  case open
  case nextPane, previousPane
  /// The search line (`/`).
  case search
  /// The command line (`:`).
  case commandLine
  // Typed with what they act on
  /// `tracks TEXT`: the track search.
  case tracks(String)
  /// `media TEXT`: the media search with the filters.
  case media(String)
  /// A number: the row of that number.
  case number(Int)
  /// Anything else, as typed: a screen's own words or text to search.
  case text(String)
}
