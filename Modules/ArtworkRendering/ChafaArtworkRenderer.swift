import AdapterPorts
import Colors
import Domain
import Foundation

/// The live `ArtworkRenderer`: libjpeg-turbo decodes, libchafa draws. Both are loaded when the
/// first cover is drawn (see `SharedLibrary`); without them every cover fails with
/// `ArtworkRenderingError.libraryMissing` and is shown as its URL.
public struct ChafaArtworkRenderer: ArtworkRenderer {
  /// The longest side, in pixels, of a JPEG that is decoded; the header is read first. 4096 px
  /// decode to 64 MiB of RGBA (a cover is 600 px).
  public static let maximumSide = 4096
  /// The largest JPEG file that is decoded.
  public static let maximumBytes = 5 * 1024 * 1024

  /// The size of one character cell in pixels, for the pixel protocols (kitty, iTerm2, sixel).
  public let cellPixelWidth: Int
  /// See `cellPixelWidth`.
  public let cellPixelHeight: Int

  /// The libraries' file names, for `dlopen`.
  let sonames: (turboJPEG: String, chafa: String)

  /// Creates a renderer; pass the terminal's cell size when known (TIOCGWINSZ), else 10×20.
  public init(cellPixelWidth: Int = 10, cellPixelHeight: Int = 20) {
    self.init(
      cellPixelWidth: cellPixelWidth, cellPixelHeight: cellPixelHeight,
      sonames: (TurboJPEGFunctions.soname, ChafaFunctions.soname))
  }

  /// A renderer that loads the libraries from other files (a missing one in tests).
  init(cellPixelWidth: Int, cellPixelHeight: Int, sonames: (turboJPEG: String, chafa: String)) {
    self.cellPixelWidth = max(1, cellPixelWidth)
    self.cellPixelHeight = max(1, cellPixelHeight)
    self.sonames = sonames
  }

  public func render(jpeg: Data, columns: Int, rows: Int, style: ArtworkStyle) throws -> String {
    try withCanvas(jpeg: jpeg, columns: columns, rows: rows, style: style) { chafa, canvas, _ in
      // A nil term info makes chafa use its fallback, which knows every sequence we ask for.
      guard let printed = chafa.canvasPrint(canvas, nil) else {
        throw ArtworkRenderingError.drawingFailed
      }
      defer { _ = chafa.stringFree(printed, 1) }
      return ChafaFunctions.text(of: printed)
    }
  }

  public func cells(jpeg: Data, columns: Int, rows: Int) throws -> ArtworkCells {
    let style = ArtworkStyle(graphics: .blocks, colors: .truecolor)
    return try withCanvas(jpeg: jpeg, columns: columns, rows: rows, style: style) {
      chafa, canvas, size in
      var cells: [ArtworkCells.Cell] = []
      cells.reserveCapacity(size.columns * size.rows)
      for y in 0..<Int32(size.rows) {
        for x in 0..<Int32(size.columns) {
          var foreground: Int32 = -1
          var background: Int32 = -1
          chafa.canvasGetColorsAt(canvas, x, y, &foreground, &background)
          cells.append(
            ArtworkCells.Cell(
              symbol: Self.symbol(chafa.canvasGetCharAt(canvas, x, y)),
              foreground: RGBColor(packed: Int(foreground)),
              background: RGBColor(packed: Int(background))))
        }
      }
      return ArtworkCells(columns: size.columns, rows: size.rows, cells: cells)
    }
  }

  /// A block or a space as chafa drew it; anything else (it draws nothing else with the block
  /// tags) is a space, so a cell never holds a control or a wide character.
  private static func symbol(_ code: UInt32) -> Character {
    guard let scalar = Unicode.Scalar(code), scalar == " " || (0x2580...0x259F).contains(code)
    else { return " " }
    return Character(scalar)
  }

  /// `jpeg` decoded for a canvas fitted into `columns`×`rows` in `style`, and that canvas's size
  /// in cells.
  func decoded(
    jpeg: Data, columns: Int, rows: Int, style: ArtworkStyle, chafa: ChafaFunctions
  ) throws -> (image: RGBAImage, columns: Int32, rows: Int32) {
    guard columns > 0, rows > 0 else { throw ArtworkRenderingError.emptyBox }
    let turboJPEG = try TurboJPEGFunctions.load(sonames.turboJPEG)
    var width = Int32(columns)
    var height = Int32(rows)
    let fontRatio =
      style.usesCharacterCells ? 0.5 : Float(cellPixelWidth) / Float(cellPixelHeight)
    // Chafa matches symbols on 8×8 pixels a cell; more detail than the canvas holds is decoded
    // for nothing.
    let cellPixels: (width: Int, height: Int) =
      style.usesCharacterCells ? (8, 8) : (cellPixelWidth, cellPixelHeight)
    let image = try RGBAImage(jpeg: jpeg, library: turboJPEG) { fullWidth, fullHeight in
      chafa.calcCanvasGeometry(
        Int32(fullWidth), Int32(fullHeight), &width, &height, fontRatio, 0, 0)
      width = max(1, width)
      height = max(1, height)
      return (Int(width) * cellPixels.width, Int(height) * cellPixels.height)
    }
    return (image, width, height)
  }

  /// Decodes `jpeg`, draws it on a chafa canvas fitted into `columns`×`rows` in `style`, and
  /// hands the canvas and its size in cells to `body`.
  private func withCanvas<Result>(
    jpeg: Data, columns: Int, rows: Int, style: ArtworkStyle,
    _ body: (ChafaFunctions, OpaquePointer, (columns: Int, rows: Int)) throws -> Result
  ) throws -> Result {
    let chafa = try ChafaFunctions.load(sonames.chafa)
    let (image, width, height) = try decoded(
      jpeg: jpeg, columns: columns, rows: rows, style: style, chafa: chafa)
    guard let config = chafa.canvasConfigNew() else { throw ArtworkRenderingError.drawingFailed }
    defer { chafa.canvasConfigUnref(config) }
    chafa.canvasConfigSetGeometry(config, width, height)
    chafa.canvasConfigSetCellGeometry(config, Int32(cellPixelWidth), Int32(cellPixelHeight))
    chafa.canvasConfigSetPixelMode(config, Self.pixelMode(style.graphics).rawValue)
    chafa.canvasConfigSetCanvasMode(config, Self.canvasMode(style.colors).rawValue)
    guard let symbols = chafa.symbolMapNew() else { throw ArtworkRenderingError.drawingFailed }
    defer { chafa.symbolMapUnref(symbols) }
    chafa.symbolMapAddByTags(symbols, Self.symbolTags(style.graphics))
    chafa.canvasConfigSetSymbolMap(config, symbols)
    guard let canvas = chafa.canvasNew(config) else { throw ArtworkRenderingError.drawingFailed }
    defer { chafa.canvasUnref(canvas) }
    image.pixels.withUnsafeBufferPointer { pixels in
      chafa.canvasDrawAllPixels(
        canvas, ChafaFunctions.pixelRGBA8Unassociated, pixels.baseAddress, Int32(image.width),
        Int32(image.height), Int32(image.width * 4))
    }
    return try body(chafa, canvas, (Int(width), Int(height)))
  }

  private static func pixelMode(_ graphics: ArtworkStyle.Graphics) -> ChafaFunctions.PixelMode {
    switch graphics {
    case .kitty: .kitty
    case .iterm: .iterm2
    case .sixel: .sixels
    case .blocks, .ascii: .symbols
    }
  }

  private static func canvasMode(_ colors: ArtworkStyle.Colors) -> ChafaFunctions.CanvasMode {
    switch colors {
    case .truecolor: .truecolor
    // 240 leaves out the 16 system colours, whose look each terminal theme changes.
    case .indexed256: .indexed240
    case .indexed16: .indexed16
    case .none: .fgbg
    }
  }

  private static func symbolTags(_ graphics: ArtworkStyle.Graphics) -> UInt32 {
    typealias Tag = ChafaFunctions.SymbolTag
    switch graphics {
    case .ascii: return Tag.ascii
    // Blocks, halves and quadrants only: fonts rarely have chafa's sextants and wedges.
    default: return Tag.block | Tag.half | Tag.quad | Tag.space
    }
  }
}
