import AdapterPorts
import CChafa
import CTurboJPEG
import Domain
import Foundation
import TestSupport
import Testing

@testable import ArtworkRendering

/// The renderer reaches libturbojpeg and libchafa through `dlopen` with declarations of its own;
/// these compare them with the installed headers, so a library update that changes them fails
/// here instead of drawing garbage.
@Suite struct ArtworkABITests {
  @Test func theTurboJPEGConstantsAreTheHeaders() {
    #expect(TurboJPEGFunctions.headerVersion == LIBJPEG_TURBO_VERSION_NUMBER)
    #expect(TurboJPEGFunctions.colorSpaceCMYK == Int32(TJCS_CMYK.rawValue))
    #expect(TurboJPEGFunctions.colorSpaceYCCK == Int32(TJCS_YCCK.rawValue))
    #expect(TurboJPEGFunctions.pixelFormatRGBA == Int32(TJPF_RGBA.rawValue))
    #expect(TurboJPEGFunctions.flagFastDCT == TJFLAG_FASTDCT)
    #expect(TurboJPEGFunctions.errorFatal == Int32(TJERR_FATAL.rawValue))
  }

  @Test func theChafaConstantsAreTheHeaders() {
    #expect(
      ChafaFunctions.headerVersion
        == "\(CHAFA_MAJOR_VERSION).\(CHAFA_MINOR_VERSION).\(CHAFA_MICRO_VERSION)")
    typealias Mode = ChafaFunctions.PixelMode
    #expect(Mode.symbols.rawValue == CHAFA_PIXEL_MODE_SYMBOLS.rawValue)
    #expect(Mode.sixels.rawValue == CHAFA_PIXEL_MODE_SIXELS.rawValue)
    #expect(Mode.kitty.rawValue == CHAFA_PIXEL_MODE_KITTY.rawValue)
    #expect(Mode.iterm2.rawValue == CHAFA_PIXEL_MODE_ITERM2.rawValue)
    typealias Canvas = ChafaFunctions.CanvasMode
    #expect(Canvas.truecolor.rawValue == CHAFA_CANVAS_MODE_TRUECOLOR.rawValue)
    #expect(Canvas.indexed240.rawValue == CHAFA_CANVAS_MODE_INDEXED_240.rawValue)
    #expect(Canvas.indexed16.rawValue == CHAFA_CANVAS_MODE_INDEXED_16.rawValue)
    #expect(Canvas.fgbg.rawValue == CHAFA_CANVAS_MODE_FGBG.rawValue)
    typealias Tag = ChafaFunctions.SymbolTag
    #expect(Tag.space == CHAFA_SYMBOL_TAG_SPACE.rawValue)
    #expect(Tag.block == CHAFA_SYMBOL_TAG_BLOCK.rawValue)
    #expect(Tag.quad == CHAFA_SYMBOL_TAG_QUAD.rawValue)
    #expect(Tag.half == CHAFA_SYMBOL_TAG_HALF.rawValue)
    #expect(Tag.ascii == CHAFA_SYMBOL_TAG_ASCII.rawValue)
    #expect(ChafaFunctions.pixelRGBA8Unassociated == CHAFA_PIXEL_RGBA8_UNASSOCIATED.rawValue)
  }

  @Test func aGStringIsReadWhereGlibPutsItsFields() throws {
    #expect(MemoryLayout<GString>.offset(of: \.str) == 0)
    #expect(MemoryLayout<GString>.offset(of: \.len) == ChafaFunctions.lengthOffset)
    #expect(MemoryLayout<gsize>.size == MemoryLayout<Int>.size)
    // A GString of our own, filled the way glib fills one, read back.
    var bytes = Array("Привет\u{1B}[0m".utf8) + [0]
    let text = bytes.withUnsafeMutableBufferPointer { buffer in
      var string = GString(
        str: UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self),
        len: gsize(buffer.count - 1), allocated_len: gsize(buffer.count))
      return withUnsafeMutableBytes(of: &string) { ChafaFunctions.text(of: $0.baseAddress!) }
    }
    #expect(text == "Привет\u{1B}[0m")
  }

  @Test func aMissingLibraryIsAnErrorNamingIt() throws {
    let jpeg = try FakeITunesServer.artwork("cover-sun-300.jpg")
    for sonames in [
      ("libturbojpeg-missing.so.0", ChafaFunctions.soname),
      (TurboJPEGFunctions.soname, "libchafa-missing.so.0"),
    ] {
      let renderer = ChafaArtworkRenderer(cellPixelWidth: 10, cellPixelHeight: 20, sonames: sonames)
      let missing = sonames.0 == TurboJPEGFunctions.soname ? sonames.1 : sonames.0
      #expect {
        try renderer.render(
          jpeg: jpeg, columns: 40, rows: 20, style: ArtworkStyle(graphics: .blocks, colors: .none))
      } throws: { error in
        guard case .libraryMissing(let name, let reason)? = error as? ArtworkRenderingError else {
          return false
        }
        return name == missing && reason.contains(missing)
      }
    }
  }
}
