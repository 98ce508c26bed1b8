import TerminalKit

/// What the global options and the environment decide for a terminal front end alone, resolved
/// once beside the `AppConfiguration`: how covers are drawn and which colours the theme takes.
public struct TerminalSettings: Equatable, Sendable {
  /// `--art`, when given (`MUSICLIB_ART` is read by `ArtworkPolicy`, after it).
  public var artOption: ArtworkMode?
  /// `--theme` (else `MUSICLIB_THEME`, else auto): the colours for a dark or light background.
  public var themeChoice: ThemeChoice

  public init(artOption: ArtworkMode? = nil, themeChoice: ThemeChoice = .auto) {
    self.artOption = artOption
    self.themeChoice = themeChoice
  }
}
