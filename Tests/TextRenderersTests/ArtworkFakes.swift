import TerminalKit

/// An `ArtworkDrawing` that returns a fixed drawing for known URLs.
struct FixedArtwork: ArtworkDrawing {
  let covers: [String: DrawnArtwork]
  let thumbnails: [String: DrawnArtwork]
  var terminalRows: Int? = nil

  func cover(_ url: String) async -> DrawnArtwork? { covers[url] }
  func thumbnail(_ url: String) async -> DrawnArtwork? { thumbnails[url] }
}
