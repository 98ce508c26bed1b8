/// What a piece of text is on screen; a `Theme` gives each role its look.
public enum ColorRole: CaseIterable, Sendable {
  /// Ordinary text.
  case normal
  /// Headings and names that lead a screen.
  case title
  /// Text that goes with another (an album's artist, a year).
  case secondary
  /// What draws the eye: the now-playing title, a key in a hint.
  case accent
  /// The row under the cursor.
  case selection
  /// Errors.
  case error
  /// Hints and other text that stays in the background.
  case muted
  /// Pane borders and rules.
  case border
}
