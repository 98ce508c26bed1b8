/// Draws album covers for the text screens. Returns nil when a cover cannot be drawn (art off, no
/// connection, a 404, a broken or CMYK JPEG): the screen then shows the cover's URL.
///
/// `Sendable`: the views call it from tasks of their own, possibly several at once, and hold it
/// strongly.
public protocol ArtworkDrawing: Sendable {
  /// The album screen's cover at `url` (the presenter sized it as a cover).
  func cover(_ url: String) async -> DrawnArtwork?
  /// A small thumbnail at `url` (sized as a thumbnail) for a result row, nil also when the
  /// terminal is too narrow for them.
  func thumbnail(_ url: String) async -> DrawnArtwork?
  /// The terminal's height in lines, which turns list thumbnails off when they would not fit
  /// (`ThumbnailRule`); nil when unknown.
  var terminalRows: Int? { get }
}

extension ArtworkDrawing {
  /// Unknown: only the number of results limits thumbnails.
  public var terminalRows: Int? { nil }
}

/// A cover ready to print: terminal text and how it sits next to other text.
public struct DrawnArtwork: Equatable, Sendable {
  /// Where the picture goes relative to the text it illustrates.
  public enum Placement: Equatable, Sendable {
    /// Character cells: the text goes on the right of each row.
    case beside
    /// A pixel image: the text goes below it.
    case above
  }

  /// The drawing, rows separated by newlines; each row of character cells ends with a reset.
  public let text: String
  /// Its width in character cells.
  public let columns: Int
  /// Where it goes.
  public let placement: Placement

  /// Creates a drawing.
  public init(text: String, columns: Int, placement: Placement) {
    self.text = text
    self.columns = columns
    self.placement = placement
  }

  /// The rows of the drawing.
  public var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
