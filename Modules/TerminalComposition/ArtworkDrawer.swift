import AdapterPorts
import Domain
import TerminalKit
import TerminalText

/// The `ArtworkDrawing` of the live app: fetches covers through a `CoverArtSource`, draws them with
/// an `ArtworkRenderer` in the policy's style, and remembers what it drew (or failed to) for the
/// rest of the run, so showing a list again costs nothing.
public actor ArtworkDrawer: ArtworkDrawing {
  private let source: any CoverArtSource
  private let renderer: any ArtworkRenderer
  private let style: ArtworkStyle
  /// The terminal's columns and lines (nil: unknown), asked for each picture: a window resized
  /// between screens gets covers and thumbnails for its new size.
  private let measure: @Sendable () -> (columns: Int, rows: Int?)
  private let drawnImages: DrawnImages
  private var drawn: [String: DrawnArtwork?] = [:]
  /// The covers drawn as cells, newest last, at most `keptCells` of them.
  private var drawnCells: [(key: String, cells: ArtworkCells?)] = []
  /// Enough for a few albums at a few window sizes; a cover of 40×20 cells is about 40 KB.
  static let keptCells = 8

  /// Creates a drawer for a terminal of a size that does not change.
  /// - Parameters:
  ///   - style: the policy's style (`ArtworkPolicy`); list thumbnails always use blocks.
  ///   - terminalColumns: the terminal's width, which bounds the cover and turns thumbnails off.
  ///   - terminalRows: the terminal's height, which turns thumbnails off on a tall list.
  ///   - drawnImages: where pixel covers are recorded so the console lets them through (the
  ///     `TerminalConsole`'s `drawnImages`).
  public init(
    source: any CoverArtSource, renderer: any ArtworkRenderer, style: ArtworkStyle,
    terminalColumns: Int, terminalRows: Int? = nil, drawnImages: DrawnImages
  ) {
    self.init(
      source: source, renderer: renderer, style: style,
      terminalSize: { (terminalColumns, terminalRows) }, drawnImages: drawnImages)
  }

  /// Creates a drawer that asks `terminalSize` for the terminal's columns and lines (nil:
  /// unknown) before each picture, so it follows a terminal resized while the app runs.
  public init(
    source: any CoverArtSource, renderer: any ArtworkRenderer, style: ArtworkStyle,
    terminalSize: @escaping @Sendable () -> (columns: Int, rows: Int?), drawnImages: DrawnImages
  ) {
    self.drawnImages = drawnImages
    self.source = source
    self.renderer = renderer
    self.style = style
    self.measure = terminalSize
  }

  /// The terminal's height in lines now, nil when unknown.
  public nonisolated var terminalRows: Int? { measure().rows }

  // MARK: - ArtworkDrawing

  public func cover(_ url: String) async -> DrawnArtwork? {
    let (columns, placement) = ArtworkLayout.cover(terminalColumns: measure().columns)
    guard let art = await draw(url, columns: columns, style: style)
    else { return nil }
    // Text beside the cover needs room; on a narrow terminal it goes below instead.
    if placement == .above {
      return DrawnArtwork(text: art.text, columns: art.columns, placement: .above)
    }
    return art
  }

  public func thumbnail(_ url: String) async -> DrawnArtwork? {
    guard measure().columns >= ArtworkLayout.thumbnailMinimumWidth else { return nil }
    // Pixel images cannot sit beside text on a line, so thumbnails are always character cells.
    let cells =
      style.usesCharacterCells ? style : ArtworkStyle(graphics: .blocks, colors: .truecolor)
    return await draw(url, columns: ArtworkLayout.thumbnailColumns, style: cells)
  }

  /// The cover at `url` fitted into `columns`×`rows` as cells (the full-screen app), remembered
  /// per size; nil when it cannot be fetched or decoded, or when colour is off: a picture in
  /// blocks without its colours shows nothing of it.
  public func cells(_ url: String, columns: Int, rows: Int) async -> ArtworkCells? {
    guard style.colors != .none, columns > 0, rows > 0 else { return nil }
    let key = "\(columns)x\(rows) \(url)"
    if let index = drawnCells.firstIndex(where: { $0.key == key }) {
      let known = drawnCells.remove(at: index)
      drawnCells.append(known)
      return known.cells
    }
    guard let jpeg = try? await source.jpegData(at: url) else {
      // A cancelled fetch is not remembered: the next look tries again.
      if !Task.isCancelled { remember(nil, as: key) }
      return nil
    }
    let cells = try? renderer.cells(jpeg: jpeg, columns: columns, rows: rows)
    remember(cells, as: key)
    return cells
  }

  private func remember(_ cells: ArtworkCells?, as key: String) {
    drawnCells.removeAll { $0.key == key }
    drawnCells.append((key, cells))
    if drawnCells.count > Self.keptCells { drawnCells.removeFirst() }
  }

  private func draw(_ url: String, columns: Int, style: ArtworkStyle) async -> DrawnArtwork? {
    let key = "\(columns) \(style.graphics) \(style.colors) \(url)"
    if let known = drawn[key] { return known }
    var result: DrawnArtwork?
    if let jpeg = try? await source.jpegData(at: url),
      let text = try? renderer.render(jpeg: jpeg, columns: columns, rows: columns / 2, style: style)
    {
      result = artwork(text, columns: columns, style: style)
    }
    drawn[key] = result
    return result
  }

  private func artwork(_ text: String, columns: Int, style: ArtworkStyle) -> DrawnArtwork {
    guard style.usesCharacterCells else {
      drawnImages.record(text)
      return DrawnArtwork(text: text, columns: columns, placement: .above)
    }
    let rows = text.split(separator: "\n", omittingEmptySubsequences: true).map { row in
      row.contains("\u{1B}") && !row.hasSuffix("\u{1B}[0m") ? row + "\u{1B}[0m" : String(row)
    }
    let width = rows.map(VisibleWidth.of).max() ?? columns
    return DrawnArtwork(text: rows.joined(separator: "\n"), columns: width, placement: .beside)
  }
}
