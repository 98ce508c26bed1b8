import Foundation

/// Where cover images come from (the artwork CDN in production), cached by the adapter.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol CoverArtSource: Sendable {
  /// The JPEG bytes at `url` (already sized with `ArtworkReference.url(size:)`). Throws
  /// `MusicLibraryError.notFound` for a missing image and the network cases for the rest.
  func jpegData(at url: String) async throws -> Data
}

/// Turns JPEG bytes into text that draws the picture in a terminal.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol ArtworkRenderer: Sendable {
  /// The picture fitted into `columns`×`rows` character cells (keeping its aspect), drawn in
  /// `style`. Throws when the bytes cannot be decoded (broken or CMYK JPEG).
  func render(jpeg: Data, columns: Int, rows: Int, style: ArtworkStyle) throws -> String
  /// The picture fitted into `columns`×`rows` cells (keeping its aspect) as blocks in 24-bit
  /// colour, each cell's symbol and colours apart, for a screen that holds cells rather than
  /// text. Throws as `render` does.
  func cells(jpeg: Data, columns: Int, rows: Int) throws -> ArtworkCells
}
