import CTurboJPEG
import Foundation

/// A decoded picture: 4 bytes per pixel, rows packed, so every row stride is a multiple of 4
/// (libchafa 1.12 shears RGB rows that are not).
struct RGBAImage: Sendable {
  let width: Int
  let height: Int
  let pixels: [UInt8]

  /// Decodes `jpeg` with TurboJPEG. Warnings (a truncated scan) still give a picture; only fatal
  /// errors throw.
  init(jpeg: Data) throws(ArtworkRenderingError) {
    guard jpeg.count <= ChafaArtworkRenderer.maximumBytes else {
      throw .tooLarge(width: 0, height: 0, bytes: jpeg.count)
    }
    guard let handle = tjInitDecompress() else { throw .invalidJPEG("tjInitDecompress failed") }
    defer { tjDestroy(handle) }
    let bytes = [UInt8](jpeg)
    guard !bytes.isEmpty else { throw .invalidJPEG("no bytes") }
    var width: Int32 = 0
    var height: Int32 = 0
    var subsampling: Int32 = 0
    var colorSpace: Int32 = 0
    let header = tjDecompressHeader3(
      handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colorSpace)
    guard header == 0, width > 0, height > 0 else {
      throw .invalidJPEG(String(cString: tjGetErrorStr2(handle)))
    }
    // The header is all that was read so far; decoding would allocate width × height × 4.
    let limit = ChafaArtworkRenderer.maximumSide
    guard width <= limit, height <= limit else {
      throw .tooLarge(width: Int(width), height: Int(height), bytes: bytes.count)
    }
    if colorSpace == Int32(TJCS_CMYK.rawValue) || colorSpace == Int32(TJCS_YCCK.rawValue) {
      throw .unsupportedColorSpace
    }
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    let status = pixels.withUnsafeMutableBufferPointer { buffer in
      tjDecompress2(
        handle, bytes, UInt(bytes.count), buffer.baseAddress, width, width * 4, height,
        Int32(TJPF_RGBA.rawValue), TJFLAG_FASTDCT)
    }
    if status != 0 && tjGetErrorCode(handle) == Int32(TJERR_FATAL.rawValue) {
      throw .invalidJPEG(String(cString: tjGetErrorStr2(handle)))
    }
    self.width = Int(width)
    self.height = Int(height)
    self.pixels = pixels
  }
}
