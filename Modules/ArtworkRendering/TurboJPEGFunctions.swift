import AdapterPorts

/// The libturbojpeg entry points the decoder uses, looked up in `libturbojpeg.so.0` on first use.
/// The constants are TurboJPEG 2.1's; `ArtworkABITests` checks them against the headers.
struct TurboJPEGFunctions: @unchecked Sendable {
  /// The library's file name for `dlopen`.
  static let soname = "libturbojpeg.so.0"
  /// `LIBJPEG_TURBO_VERSION_NUMBER` of the headers these declarations follow.
  static let headerVersion = 2_001_005
  /// `TJCS_CMYK`.
  static let colorSpaceCMYK: Int32 = 3
  /// `TJCS_YCCK`.
  static let colorSpaceYCCK: Int32 = 4
  /// `TJPF_RGBA`.
  static let pixelFormatRGBA: Int32 = 7
  /// `TJFLAG_FASTDCT`.
  static let flagFastDCT: Int32 = 2048
  /// `TJERR_FATAL`.
  static let errorFatal: Int32 = 1

  let initDecompress: @convention(c) () -> UnsafeMutableRawPointer?
  let destroy: @convention(c) (UnsafeMutableRawPointer?) -> Int32
  let decompressHeader3:
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<Int32>?,
      UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Int32
  let decompress2:
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt, UnsafeMutablePointer<UInt8>?, Int32,
      Int32, Int32, Int32, Int32
    ) -> Int32
  let errorString: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>?
  let errorCode: @convention(c) (UnsafeMutableRawPointer?) -> Int32
  /// `tjGetScalingFactors`: the array of `tjscalingfactor` (two `int`s each) the decoder offers.
  let scalingFactors: @convention(c) (UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<Int32>?

  /// The smallest scale the decoder offers (at most 1) that keeps a `width`×`height` picture at
  /// least `minimum` in both directions, and the picture's size at that scale (`TJSCALED`).
  func scaledSize(width: Int, height: Int, atLeast minimum: (width: Int, height: Int)) -> (
    width: Int, height: Int
  ) {
    var count: Int32 = 0
    guard let factors = scalingFactors(&count), count > 0 else { return (width, height) }
    var best = (width: width, height: height)
    for index in 0..<Int(count) {
      let numerator = Int(factors[2 * index])
      let denominator = Int(factors[2 * index + 1])
      guard denominator > 0, numerator > 0, numerator <= denominator else { continue }
      let scaled = (
        width: (width * numerator + denominator - 1) / denominator,
        height: (height * numerator + denominator - 1) / denominator
      )
      if scaled.width >= minimum.width, scaled.height >= minimum.height,
        scaled.width * scaled.height < best.width * best.height
      {
        best = scaled
      }
    }
    return best
  }

  /// The process's libturbojpeg, opened on the first call; the same failure every time after.
  static func load(_ soname: String = soname) throws(ArtworkRenderingError) -> Self {
    soname == Self.soname
      ? try system.get()
      : try Self(SharedLibrary(soname, missing: ArtworkRenderingError.libraryMissing))
  }

  private static let system = Result { () throws(ArtworkRenderingError) in
    try Self(SharedLibrary(soname, missing: ArtworkRenderingError.libraryMissing))
  }

  private init(_ library: SharedLibrary<ArtworkRenderingError>) throws(ArtworkRenderingError) {
    initDecompress = try library.function("tjInitDecompress")
    destroy = try library.function("tjDestroy")
    decompressHeader3 = try library.function("tjDecompressHeader3")
    decompress2 = try library.function("tjDecompress2")
    errorString = try library.function("tjGetErrorStr2")
    errorCode = try library.function("tjGetErrorCode")
    scalingFactors = try library.function("tjGetScalingFactors")
  }
}
