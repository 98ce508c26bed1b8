import Foundation

/// The one set of bounds a saved album keeps, applied when an album is saved, exported and
/// imported, so that whatever a library holds exports to a file that imports again. Lengths are
/// counted in Unicode scalars, never in grapheme clusters (a run of combining marks is one
/// cluster but many scalars).
public enum AlbumBounds {
  /// The most albums one user's library holds.
  public static let maximumSavedAlbums = 10_000
  /// The most bytes one user's albums take as stored (`encoded(_:)`), so that the export of a
  /// full library stays under the largest library file read, with room for each album's date.
  public static let maximumLibraryBytes = 30 * 1024 * 1024
  /// The most tracks an album holds.
  public static let maximumTracks = 1_000
  /// The longest text (a title, an artist, a genre, a web address), in Unicode scalars.
  public static let maximumTextScalars = 2_000
  /// The release years accepted.
  public static let years = 1...9999
  /// The catalog track counts accepted.
  public static let trackCounts = 0...100_000
  /// The disc numbers accepted.
  public static let discs = 1...999
  /// The track numbers accepted on a disc.
  public static let trackNumbers = 1...9999
  /// The track lengths accepted, in seconds (up to a week).
  public static let durations = 0...(86_400 * 7)

  /// The first value of `album` out of bounds, named by its path in a library file (`title`,
  /// `artwork.url`, `tracks[2].disc`, tracks counted from 0); nil when every value is within.
  public static func fieldOutOfBounds(in album: Album) -> String? {
    if album.id <= 0 { return "id" }
    if album.title.isEmpty || !isShort(album.title) { return "title" }
    if let artist = album.artist, !isShort(artist) { return "artist" }
    if let year = album.year, !years.contains(year) { return "year" }
    if let genre = album.genre, !isShort(genre) { return "genre" }
    if let artwork = album.artwork {
      if !isWebAddress(artwork.url) { return "artwork.url" }
      if let template = artwork.sizedTemplate, !isWebAddress(template) {
        return "artwork.sizedTemplate"
      }
    }
    if let count = album.trackCount, !trackCounts.contains(count) { return "trackCount" }
    if album.tracks.count > maximumTracks { return "tracks" }
    for (index, track) in album.tracks.enumerated() {
      if let field = fieldOutOfBounds(in: track) { return "tracks[\(index)].\(field)" }
    }
    return nil
  }

  /// Throws `.albumOutOfBounds` naming `album` and its first value out of bounds.
  public static func check(_ album: Album) throws(MusicLibraryError) {
    if let field = fieldOutOfBounds(in: album) {
      throw .albumOutOfBounds(id: album.id, title: album.title, field: field)
    }
  }

  /// Throws `.libraryFull` when a library of `albums` albums taking `bytes` as stored is past
  /// either cap.
  public static func checkCapacity(albums: Int, bytes: Int) throws(MusicLibraryError) {
    if albums > maximumSavedAlbums || bytes > maximumLibraryBytes {
      throw .libraryFull(albums: maximumSavedAlbums, megabytes: maximumLibraryBytes >> 20)
    }
  }

  /// `album` as it is stored and measured against `maximumLibraryBytes`: JSON with sorted keys.
  public static func encoded(_ album: Album) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(album)
  }

  private static func fieldOutOfBounds(in track: Track) -> String? {
    if !discs.contains(track.disc) { return "disc" }
    if !trackNumbers.contains(track.number) { return "number" }
    if track.title.isEmpty || !isShort(track.title) { return "title" }
    if let artist = track.artist, !isShort(artist) { return "artist" }
    if let duration = track.durationSeconds, !durations.contains(duration) {
      return "durationSeconds"
    }
    if let preview = track.previewURL, !isWebAddress(preview) { return "previewURL" }
    return nil
  }

  private static func isShort(_ text: String) -> Bool {
    // A scalar takes at least one UTF-8 byte, and the byte count is at hand.
    text.utf8.count <= maximumTextScalars || text.unicodeScalars.count <= maximumTextScalars
  }

  /// Only web addresses: a library file must not make the app read a local file or another
  /// scheme.
  private static func isWebAddress(_ text: String) -> Bool {
    let lowered = text.prefix(8).lowercased()
    return isShort(text) && (lowered.hasPrefix("https://") || lowered.hasPrefix("http://"))
  }
}
