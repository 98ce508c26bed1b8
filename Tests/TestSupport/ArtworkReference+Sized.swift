import Domain

extension ArtworkReference {
  /// Artwork the way a resizing catalog gives it: `<directory>/100x100bb.jpg`, served at any
  /// size as `<directory>/<size>x<size>bb.jpg`.
  public static func sized(_ directory: String) -> ArtworkReference {
    ArtworkReference(
      url: directory + "/100x100bb.jpg",
      sizedTemplate: directory + "/\(sizePlaceholder)x\(sizePlaceholder)bb.jpg")
  }
}
