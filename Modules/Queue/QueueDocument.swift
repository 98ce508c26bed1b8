import Domain
import PlaybackModel

/// The queue for scripts: `{"state", "position", "length", "current", "repeatMode", "shuffled",
/// "entries": [{"number", "albumID", "album", "artist", "title", "disc", "track",
/// "durationSeconds", "hasPreview", "isCurrent"}]}`, unknowns as null.
public struct QueueDocument: Equatable, Sendable, Codable, NullWritingEncodable {
  /// `idle`, `loading`, `playing`, `paused`, `ended` or `failed`.
  public var state = PlaybackState.idle
  /// The current entry's place in the playing order, from 1; nil when none is current.
  public var position: Int?
  /// How many entries the queue has.
  public var length = 0
  /// The current entry's number in the list, from 1; nil when none is current.
  public var current: Int?
  /// `off`, `all` or `one`.
  public var repeatMode = RepeatMode.off
  /// Whether the entries play in a shuffled order.
  public var shuffled = false
  /// The entries in list order.
  public var entries: [Entry] = []

  /// An empty queue.
  public init() {}

  /// One entry of a queue document.
  public struct Entry: Equatable, Sendable, Codable, NullWritingEncodable {
    /// The 1-based number in the list.
    public let number: Int
    /// The album's catalog id, or nil.
    public let albumID: Int64?
    /// The album title, or nil.
    public let album: String?
    /// The artist, or nil.
    public let artist: String?
    /// The track title.
    public let title: String
    /// The disc the track is on.
    public let disc: Int
    /// The track's number on its disc.
    public let track: Int
    /// The track's length in seconds, or nil.
    public let durationSeconds: Int?
    /// Whether the track has a preview to play.
    public let hasPreview: Bool
    /// Whether this is the current entry.
    public let isCurrent: Bool

    /// The document form of `entry`, numbered `number`.
    public init(_ entry: QueueEntry, number: Int, isCurrent: Bool) {
      self.number = number
      albumID = entry.albumID
      album = entry.albumTitle
      artist = entry.artist
      title = entry.track.title
      disc = entry.track.disc
      track = entry.track.number
      durationSeconds = entry.track.durationSeconds
      hasPreview = entry.hasPreview
      self.isCurrent = isCurrent
    }
  }
}
