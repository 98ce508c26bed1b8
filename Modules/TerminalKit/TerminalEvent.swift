/// What a full-screen app reacts to besides its own work: a key, a new window size, a request to
/// end (SIGTERM, SIGHUP, SIGINT, the input closed) or the process continued after a stop.
public enum TerminalEvent: Sendable, Equatable {
  /// A key, mouse report or paste.
  case key(TerminalKey)
  /// The window changed size (SIGWINCH); the new size in cells.
  case resize(columns: Int, rows: Int)
  /// The app should give the terminal back and end: asked by `signal` (SIGTERM, SIGHUP,
  /// SIGINT), or nil when the input closed.
  case terminate(signal: Int32?)
  /// The process was continued (SIGCONT): the screen needs drawing again.
  case resumed
}
