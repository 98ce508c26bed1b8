/// One state of the player for scripts, printed as one JSON line per change:
/// `{"state", "positionSeconds", "durationSeconds", "track", "artist"}`, unknowns as null.
public struct PlayerDocument: Equatable, Sendable, Codable {
  /// `idle`, `loading`, `playing`, `paused`, `ended` or `failed`.
  public let state: PlaybackState
  /// Seconds played, to a tenth; nil when nothing is loaded.
  public let positionSeconds: Double?
  /// The preview's length, to a tenth; nil while unknown.
  public let durationSeconds: Double?
  /// The track title.
  public let track: String
  /// The artist, or nil.
  public let artist: String?

  /// Creates a document.
  public init(
    state: PlaybackState, positionSeconds: Double?, durationSeconds: Double?, track: String,
    artist: String?
  ) {
    self.state = state
    self.positionSeconds = positionSeconds
    self.durationSeconds = durationSeconds
    self.track = track
    self.artist = artist
  }

  private enum CodingKeys: String, CodingKey {
    case state, positionSeconds, durationSeconds, track, artist
  }

  // Written by hand: the synthesized encoder leaves nil out, while scripts rely on null.
  /// Encodes every key, unknown values as null.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(state, forKey: .state)
    try container.encode(positionSeconds, forKey: .positionSeconds)
    try container.encode(durationSeconds, forKey: .durationSeconds)
    try container.encode(track, forKey: .track)
    try container.encode(artist, forKey: .artist)
  }
}
