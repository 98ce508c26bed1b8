import Composition
import TerminalKit

/// What a terminal front end adds to the screens: covers drawn as text or cells, and links made
/// clickable where the terminal shows them.
public struct TerminalParts: FrontEndParts {
  /// How covers are drawn in this run; nil when no terminal front end set them up.
  public let artwork: ArtworkServices?
  /// Makes links clickable (OSC 8) on the item pages; nil writes plain URLs.
  public let hyperlinks: TerminalHyperlinks?

  public init(artwork: ArtworkServices? = nil, hyperlinks: TerminalHyperlinks? = nil) {
    self.artwork = artwork
    self.hyperlinks = hyperlinks
  }
}

extension ScreenFactory {
  /// The terminal's parts of the screens; none when another front end (or none) gave them.
  public var terminal: TerminalParts { frontEnd as? TerminalParts ?? TerminalParts() }
  /// Draws covers on the text screens; nil when this run draws none.
  public var artwork: (any ArtworkDrawing)? { terminal.artwork?.drawer }
  /// Draws covers as cells (the full-screen app); nil when this run draws none.
  public var coverCells: ArtworkDrawer? { terminal.artwork?.drawer }
  /// Makes links clickable on the item pages; nil writes plain URLs.
  public var hyperlinks: TerminalHyperlinks? { terminal.hyperlinks }
}
