/// Why a cover could not be drawn; the screen then shows its URL.
public enum ArtworkRenderingError: Error, Equatable, Sendable {
  /// The bytes are not a JPEG libjpeg-turbo can read (empty, garbage, cut before the header).
  case invalidJPEG(String)
  /// A CMYK or YCCK JPEG, which TurboJPEG 2.1 cannot turn into RGB.
  case unsupportedColorSpace
  /// A file over `ChafaArtworkRenderer.maximumBytes` (sides 0), or a header claiming more than
  /// `ChafaArtworkRenderer.maximumSide` pixels on a side: refused before decoding, which would
  /// take gigabytes.
  case tooLarge(width: Int, height: Int, bytes: Int)
  /// libchafa returned nothing.
  case drawingFailed
  /// A cell box with no room in it.
  case emptyBox
  /// libturbojpeg or libchafa (named, or the missing entry point) could not be loaded, with the
  /// loader's reason: covers are shown as their URLs.
  case libraryMissing(String, String)
}
