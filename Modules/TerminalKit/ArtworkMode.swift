/// What a person asks for with `--art` or `MUSICLIB_ART`.
public enum ArtworkMode: String, CaseIterable, Sendable, Codable {
  /// Pick the best the terminal supports (the default).
  case auto
  /// The kitty graphics protocol.
  case kitty
  /// iTerm2 inline images.
  case iterm
  /// Sixel graphics.
  case sixel
  /// Unicode blocks in colour.
  case blocks
  /// ASCII characters.
  case ascii
  /// No pictures: covers show as URLs.
  case none
}
