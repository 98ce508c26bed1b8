import AdapterPorts

/// The libchafa (and glib) entry points the renderer uses, looked up in `libchafa.so.0` on first
/// use. The constants are libchafa 1.12's; `ArtworkABITests` checks them against the headers.
struct ChafaFunctions: @unchecked Sendable {
  /// The library's file name for `dlopen`; glib comes in as its dependency.
  static let soname = "libchafa.so.0"
  /// `CHAFA_MAJOR_VERSION`, `CHAFA_MINOR_VERSION`, `CHAFA_MICRO_VERSION` of the headers these
  /// declarations follow.
  static let headerVersion = "1.12.4"

  /// `ChafaPixelMode`.
  enum PixelMode: UInt32 {
    case symbols = 0
    case sixels, kitty, iterm2
  }

  /// `ChafaCanvasMode` (the values used).
  enum CanvasMode: UInt32 {
    case truecolor = 0
    case indexed240 = 2
    case indexed16 = 3
    case fgbg = 5
  }

  /// `ChafaSymbolTags` (the tags used).
  enum SymbolTag {
    static let space: UInt32 = 1 << 0
    static let block: UInt32 = 1 << 3
    static let quad: UInt32 = 1 << 7
    static let half: UInt32 = 1 << 8 | 1 << 9
    static let ascii: UInt32 = 1 << 14
  }

  /// `CHAFA_PIXEL_RGBA8_UNASSOCIATED`.
  static let pixelRGBA8Unassociated: UInt32 = 4

  let calcCanvasGeometry:
    @convention(c) (
      Int32, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, Float, Int32,
      Int32
    ) -> Void
  let canvasConfigNew: @convention(c) () -> OpaquePointer?
  let canvasConfigUnref: @convention(c) (OpaquePointer?) -> Void
  let canvasConfigSetGeometry: @convention(c) (OpaquePointer?, Int32, Int32) -> Void
  let canvasConfigSetCellGeometry: @convention(c) (OpaquePointer?, Int32, Int32) -> Void
  let canvasConfigSetPixelMode: @convention(c) (OpaquePointer?, UInt32) -> Void
  let canvasConfigSetCanvasMode: @convention(c) (OpaquePointer?, UInt32) -> Void
  let canvasConfigSetSymbolMap: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
  let symbolMapNew: @convention(c) () -> OpaquePointer?
  let symbolMapUnref: @convention(c) (OpaquePointer?) -> Void
  let symbolMapAddByTags: @convention(c) (OpaquePointer?, UInt32) -> Void
  let canvasNew: @convention(c) (OpaquePointer?) -> OpaquePointer?
  let canvasUnref: @convention(c) (OpaquePointer?) -> Void
  let canvasDrawAllPixels:
    @convention(c) (OpaquePointer?, UInt32, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Void
  /// Returns a `GString *`; read it with `text(of:)`.
  let canvasPrint: @convention(c) (OpaquePointer?, OpaquePointer?) -> UnsafeMutableRawPointer?
  /// Returns a `gunichar`, 0 for the right half of a wide one.
  let canvasGetCharAt: @convention(c) (OpaquePointer?, Int32, Int32) -> UInt32
  /// Packed 0xRRGGBB foreground and background, -1 for transparent.
  let canvasGetColorsAt:
    @convention(c) (
      OpaquePointer?, Int32, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Void
  /// glib's `g_string_free`.
  let stringFree: @convention(c) (UnsafeMutableRawPointer?, Int32) -> UnsafeMutablePointer<CChar>?

  /// The process's libchafa, opened on the first call; the same failure every time after.
  static func load(_ soname: String = soname) throws(ArtworkRenderingError) -> Self {
    soname == Self.soname
      ? try system.get()
      : try Self(SharedLibrary(soname, missing: ArtworkRenderingError.libraryMissing))
  }

  /// The text of a glib `GString` (`{ gchar *str; gsize len; gsize allocated_len; }`).
  static func text(of string: UnsafeMutableRawPointer) -> String {
    let start = string.load(as: UnsafePointer<UInt8>?.self)
    let length = string.load(fromByteOffset: lengthOffset, as: Int.self)
    return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
  }

  /// Where `len` lies in a `GString`: after the `str` pointer.
  static let lengthOffset = MemoryLayout<UnsafeRawPointer>.stride

  private static let system = Result { () throws(ArtworkRenderingError) in
    try Self(SharedLibrary(soname, missing: ArtworkRenderingError.libraryMissing))
  }

  private init(_ library: SharedLibrary<ArtworkRenderingError>) throws(ArtworkRenderingError) {
    calcCanvasGeometry = try library.function("chafa_calc_canvas_geometry")
    canvasConfigNew = try library.function("chafa_canvas_config_new")
    canvasConfigUnref = try library.function("chafa_canvas_config_unref")
    canvasConfigSetGeometry = try library.function("chafa_canvas_config_set_geometry")
    canvasConfigSetCellGeometry = try library.function("chafa_canvas_config_set_cell_geometry")
    canvasConfigSetPixelMode = try library.function("chafa_canvas_config_set_pixel_mode")
    canvasConfigSetCanvasMode = try library.function("chafa_canvas_config_set_canvas_mode")
    canvasConfigSetSymbolMap = try library.function("chafa_canvas_config_set_symbol_map")
    symbolMapNew = try library.function("chafa_symbol_map_new")
    symbolMapUnref = try library.function("chafa_symbol_map_unref")
    symbolMapAddByTags = try library.function("chafa_symbol_map_add_by_tags")
    canvasNew = try library.function("chafa_canvas_new")
    canvasUnref = try library.function("chafa_canvas_unref")
    canvasDrawAllPixels = try library.function("chafa_canvas_draw_all_pixels")
    canvasPrint = try library.function("chafa_canvas_print")
    canvasGetCharAt = try library.function("chafa_canvas_get_char_at")
    canvasGetColorsAt = try library.function("chafa_canvas_get_colors_at")
    stringFree = try library.function("g_string_free")
  }
}
