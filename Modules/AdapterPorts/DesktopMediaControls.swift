/// The desktop's media controls (MPRIS on Linux): told what the run's player does, they hand back
/// what the desktop asks of it (media keys, a now-playing widget, `playerctl`).
///
/// A port: `Sendable`, called from any task; the composition root makes one per interactive run
/// and links it to the run's playback. Features know nothing of it.
public protocol DesktopMediaControls: Sendable {
  /// Starts publishing; `commands` is called (from any thread) with each request of the desktop.
  /// Returns at once; publishing goes on in the background until `stop()`.
  func start(commands: @escaping @Sendable (DesktopMediaCommand) -> Void)
  /// Tells the desktop the player's state now; only what changed is announced.
  func publish(_ state: DesktopPlaybackState)
  /// Stops publishing and gives the name up.
  func stop()
}

/// A request from the desktop to the run's player.
public enum DesktopMediaCommand: Hashable, Sendable {
  case play, pause, playPause, stop, next, previous
  case setRepeat(DesktopRepeat)
  case setShuffle(Bool)
}

/// What the player does after a track, as the desktop names it.
public enum DesktopRepeat: Hashable, Sendable {
  /// Stops after the last track.
  case none
  /// Plays the same track again.
  case track
  /// Starts the queue again after its last track.
  case playlist
}

/// Whether audio runs, as the desktop shows it.
public enum DesktopPlaybackStatus: Hashable, Sendable {
  case playing, paused, stopped
}

/// The track that plays, as the desktop shows it.
public struct DesktopTrack: Hashable, Sendable {
  /// The album's id, when the catalog named one (part of the track's identity on the bus).
  public var albumID: Int64?
  public var disc: Int
  public var number: Int
  public var title: String
  public var artist: String?
  public var album: String?
  /// The length in microseconds, when known.
  public var lengthMicroseconds: Int64?
  /// The album's page in the store.
  public var storeURL: String?
  /// The cover's file in the cover cache, when it is there; never fetched for the desktop.
  public var coverFile: String?

  /// Creates a track.
  public init(
    albumID: Int64?, disc: Int, number: Int, title: String, artist: String?, album: String?,
    lengthMicroseconds: Int64?, storeURL: String?, coverFile: String?
  ) {
    self.albumID = albumID
    self.disc = disc
    self.number = number
    self.title = title
    self.artist = artist
    self.album = album
    self.lengthMicroseconds = lengthMicroseconds
    self.storeURL = storeURL
    self.coverFile = coverFile
  }
}

/// The run's player as the desktop sees it at one moment.
public struct DesktopPlaybackState: Hashable, Sendable {
  /// What plays or is paused; nil when the queue is empty.
  public var track: DesktopTrack?
  public var status: DesktopPlaybackStatus
  public var repeatMode: DesktopRepeat
  public var shuffle: Bool
  /// How far the track has played, in microseconds.
  public var positionMicroseconds: Int64
  /// Whether there is a next track, or a previous one, to go to.
  public var canGoNext: Bool
  public var canGoPrevious: Bool

  /// Creates a state; by default nothing is queued.
  public init(
    track: DesktopTrack? = nil, status: DesktopPlaybackStatus = .stopped,
    repeatMode: DesktopRepeat = .none, shuffle: Bool = false, positionMicroseconds: Int64 = 0,
    canGoNext: Bool = false, canGoPrevious: Bool = false
  ) {
    self.track = track
    self.status = status
    self.repeatMode = repeatMode
    self.shuffle = shuffle
    self.positionMicroseconds = positionMicroseconds
    self.canGoNext = canGoNext
    self.canGoPrevious = canGoPrevious
  }
}
