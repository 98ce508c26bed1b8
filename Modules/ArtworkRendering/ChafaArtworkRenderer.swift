import CChafa
import Domain
import Foundation

/// The live `ArtworkRenderer`: libjpeg-turbo decodes, libchafa draws.
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

  /// Creates a renderer; pass the terminal's cell size when known (TIOCGWINSZ), else 10×20.
  public init(cellPixelWidth: Int = 10, cellPixelHeight: Int = 20) {
    self.cellPixelWidth = max(1, cellPixelWidth)
    self.cellPixelHeight = max(1, cellPixelHeight)
  }

  public func render(jpeg: Data, columns: Int, rows: Int, style: ArtworkStyle) throws -> String {
    guard columns > 0, rows > 0 else { throw ArtworkRenderingError.emptyBox }
    let image = try RGBAImage(jpeg: jpeg)
    return try draw(image, columns: columns, rows: rows, style: style)
  }

  private func draw(_ image: RGBAImage, columns: Int, rows: Int, style: ArtworkStyle) throws
    -> String
  {
    var width = Int32(columns)
    var height = Int32(rows)
    let fontRatio =
      style.usesCharacterCells ? 0.5 : Float(cellPixelWidth) / Float(cellPixelHeight)
    chafa_calc_canvas_geometry(
      Int32(image.width), Int32(image.height), &width, &height, fontRatio, 0, 0)
    guard let config = chafa_canvas_config_new() else { throw ArtworkRenderingError.drawingFailed }
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, max(1, width), max(1, height))
    chafa_canvas_config_set_cell_geometry(config, Int32(cellPixelWidth), Int32(cellPixelHeight))
    chafa_canvas_config_set_pixel_mode(config, Self.pixelMode(style.graphics))
    chafa_canvas_config_set_canvas_mode(config, Self.canvasMode(style.colors))
    guard let symbols = chafa_symbol_map_new() else { throw ArtworkRenderingError.drawingFailed }
    defer { chafa_symbol_map_unref(symbols) }
    chafa_symbol_map_add_by_tags(symbols, Self.symbolTags(style.graphics))
    chafa_canvas_config_set_symbol_map(config, symbols)
    guard let canvas = chafa_canvas_new(config) else { throw ArtworkRenderingError.drawingFailed }
    defer { chafa_canvas_unref(canvas) }
    image.pixels.withUnsafeBufferPointer { pixels in
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(image.width),
        Int32(image.height), Int32(image.width * 4))
    }
    // A nil term info makes chafa use its fallback, which knows every sequence we ask for.
    guard let printed = chafa_canvas_print(canvas, nil) else {
      throw ArtworkRenderingError.drawingFailed
    }
    defer { g_string_free(printed, 1) }
    let buffer = UnsafeRawBufferPointer(
      start: printed.pointee.str, count: Int(printed.pointee.len))
    return String(decoding: buffer, as: UTF8.self)
  }

  private static func pixelMode(_ graphics: ArtworkStyle.Graphics) -> ChafaPixelMode {
    switch graphics {
    case .kitty: CHAFA_PIXEL_MODE_KITTY
    case .iterm: CHAFA_PIXEL_MODE_ITERM2
    case .sixel: CHAFA_PIXEL_MODE_SIXELS
    case .blocks, .ascii: CHAFA_PIXEL_MODE_SYMBOLS
    }
  }

  private static func canvasMode(_ colors: ArtworkStyle.Colors) -> ChafaCanvasMode {
    switch colors {
    case .truecolor: CHAFA_CANVAS_MODE_TRUECOLOR
    // 240 leaves out the 16 system colours, whose look each terminal theme changes.
    case .indexed256: CHAFA_CANVAS_MODE_INDEXED_240
    case .indexed16: CHAFA_CANVAS_MODE_INDEXED_16
    case .none: CHAFA_CANVAS_MODE_FGBG
    }
  }

  private static func symbolTags(_ graphics: ArtworkStyle.Graphics) -> ChafaSymbolTags {
    switch graphics {
    case .ascii: CHAFA_SYMBOL_TAG_ASCII
    // Blocks, halves and quadrants only: fonts rarely have chafa's sextants and wedges.
    default:
      ChafaSymbolTags(
        CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_HALF.rawValue
          | CHAFA_SYMBOL_TAG_QUAD.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue)
    }
  }
}
