import Foundation

/// A decoded picture: 4 bytes per pixel, rows packed, so every row stride is a multiple of 4
/// (libchafa 1.12 shears RGB rows that are not).
struct RGBAImage: Sendable {
  let width: Int
  let height: Int
  let pixels: [UInt8]

  /// Decodes `jpeg` with TurboJPEG (`library`), scaled down in the decoder as far as it goes while
  /// staying at least `needed(width, height)` pixels, given the picture's full size. Warnings (a
  /// truncated scan) still give a picture; only fatal errors throw.
  init(
    jpeg: Data, library: TurboJPEGFunctions,
    needed: (_ width: Int, _ height: Int) -> (width: Int, height: Int)
  ) throws(ArtworkRenderingError) {
    guard jpeg.count <= ChafaArtworkRenderer.maximumBytes else {
      throw .tooLarge(width: 0, height: 0, bytes: jpeg.count)
    }
    guard let handle = library.initDecompress() else {
      throw .invalidJPEG("tjInitDecompress failed")
    }
    defer { _ = library.destroy(handle) }
    let bytes = [UInt8](jpeg)
    guard !bytes.isEmpty else { throw .invalidJPEG("no bytes") }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorSpace: Int32 = 0
    let header = library.decompressHeader3(
      handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorSpace)
    guard header == 0, width > 0, height > 0 else {
      throw .invalidJPEG(Self.message(library.errorString(handle)))
    }
    // The header is all that was read so far; decoding would allocate width × height × 4.
    let limit = ChafaArtworkRenderer.maximumSide
    guard width <= limit, height <= limit else {
      throw .tooLarge(width: Int(width), height: Int(height), bytes: bytes.count)
    }
    if colorSpace == TurboJPEGFunctions.colorSpaceCMYK
      || colorSpace == TurboJPEGFunctions.colorSpaceYCCK
    {
      throw .unsupportedColorSpace
    }
    let size = library.scaledSize(
      width: Int(width), height: Int(height), atLeast: needed(Int(width), Int(height)))
    var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
    let status = pixels.withUnsafeMutableBufferPointer { buffer in
      library.decompress2(
        handle, bytes, UInt(bytes.count), buffer.baseAddress, Int32(size.width),
        Int32(size.width * 4), Int32(size.height), TurboJPEGFunctions.pixelFormatRGBA,
        TurboJPEGFunctions.flagFastDCT)
    }
    if status != 0 && library.errorCode(handle) == TurboJPEGFunctions.errorFatal {
      throw .invalidJPEG(Self.message(library.errorString(handle)))
    }
    self.width = size.width
    self.height = size.height
    self.pixels = pixels
  }

  private static func message(_ text: UnsafeMutablePointer<CChar>?) -> String {
    text.map { String(cString: $0) } ?? "unknown error"
  }
}
