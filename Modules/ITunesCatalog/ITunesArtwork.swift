import Domain

/// The catalog's artwork URL scheme: the last path segment `NxNbb.jpg` (or `.png`) names the
/// size, and the CDN serves any square size as JPEG when it is rewritten.
public enum ITunesArtwork {
  /// The reference for an `artworkUrl100`-style URL; one that does not end in `NxN…` keeps its
  /// single size.
  public static func reference(_ url: String) -> ArtworkReference {
    guard let slash = url.lastIndex(of: "/") else {
      return ArtworkReference(url: url, sizedTemplate: nil)
    }
    let name = url[url.index(after: slash)...]
    guard let x = name.firstIndex(of: "x"), name[..<x].allSatisfy(\.isNumber), !name[..<x].isEmpty
    else { return ArtworkReference(url: url, sizedTemplate: nil) }
    let size = ArtworkReference.sizePlaceholder
    return ArtworkReference(url: url, sizedTemplate: url[...slash] + "\(size)x\(size)bb.jpg")
  }
}
