import Domain

/// One track in the play queue, with what a screen needs to show it without looking it up again.
public struct QueueEntry: Hashable, Sendable, Codable {
  /// The album the track is on; nil for a track whose album the catalog did not name.
  public let albumID: Int64?
  /// The album's title, when known.
  public let albumTitle: String?
  /// The track's artist, else the album's.
  public let artist: String?
  /// The album's artwork, when the catalog has one.
  public let artwork: ArtworkReference?
  /// The track itself: disc, number, title, length and preview.
  public let track: Track
  /// How many tracks the track's disc has (at least its own number); nil when unknown.
  public let tracksOnDisc: Int?
  /// How many discs the album has; 1 when unknown.
  public let discCount: Int
  /// The album's page in the store, when the catalog gave one.
  public var storeURL: String? = nil

  /// Creates an entry.
  public init(
    albumID: Int64?, albumTitle: String?, artist: String?, artwork: ArtworkReference?,
    track: Track, tracksOnDisc: Int?, discCount: Int = 1
  ) {
    self.albumID = albumID
    self.albumTitle = albumTitle
    self.artist = artist
    self.artwork = artwork
    self.track = track
    self.tracksOnDisc = tracksOnDisc
    self.discCount = discCount
  }

  /// Whether the entry has a preview to play.
  public var hasPreview: Bool { track.previewURL != nil }

  /// Every track of `album` in playing order. A disc's count is the larger of the tracks listed
  /// and the highest number, so a track the catalog left out still counts; on an album of one
  /// disc the album's own track count is taken too.
  public static func entries(of album: Album) -> [QueueEntry] {
    let ordered = album.withTracksInPlayingOrder().tracks
    let discs = Set(ordered.map(\.disc))
    var counts: [Int: Int] = [:]
    for track in ordered {
      counts[track.disc] = max((counts[track.disc] ?? 0) + 1, track.number)
    }
    return ordered.map { track in
      var count = counts[track.disc] ?? track.number
      if discs.count == 1 { count = max(count, album.trackCount ?? 0) }
      var entry = QueueEntry(
        albumID: album.id, albumTitle: album.title, artist: track.artist ?? album.artist,
        artwork: album.artwork, track: track, tracksOnDisc: count, discCount: discs.count)
      entry.storeURL = album.storeURL
      return entry
    }
  }

  /// A track as a track search found it.
  public init(_ summary: TrackSummary) {
    self.init(
      albumID: summary.albumID, albumTitle: summary.album, artist: summary.artist,
      artwork: summary.artwork,
      track: Track(
        disc: summary.disc ?? 1, number: summary.trackNumber ?? 1, title: summary.title,
        durationSeconds: summary.durationSeconds, previewURL: summary.previewURL,
        artist: summary.artist),
      tracksOnDisc: nil)
  }
}
