/// A move of a list's cursor or a page's scroll, whichever key asked for it.
public enum CursorMove: Hashable, Sendable {
  case up, down, pageUp, pageDown, top, bottom
}
