import Domain
import Localization
import PlaybackModel

/// What the player screen shows; made by the presenter, printed by any front end.
public struct PlayerViewModel: Equatable, Sendable, Codable {
  /// "Signed in as …", once the user is loaded.
  public var header: String?
  /// Whether the album is being loaded (a front end may show a spinner).
  public var isLoading = false
  /// The 600×600 cover URL; nil when the catalog has no artwork.
  public var coverURL: String?
  /// The artist, or a localized "unknown artist".
  public var artist = ""
  /// The track title.
  public var track = ""
  /// The album title.
  public var album = ""
  /// "Track 3 of 11"; "Disc 2 · Track 2 of 6" on an album of several discs.
  public var trackPosition = ""
  /// The current entry's place in the queue and the queue's length, "3/12"; empty when the
  /// queue is.
  public var queuePosition = ""
  /// What the queue does at its end.
  public var repeatMode = RepeatMode.off
  /// Whether the queue plays shuffled.
  public var isShuffled = false
  /// The preview's progress: "0:12 / 0:30"; empty while no preview position is known (loading,
  /// stopped, no preview).
  public var progress = ""
  /// Where the preview is.
  public var state = PlaybackState.idle
  /// The state for people: "▶ Playing", "⏸ Paused" …
  public var stateText = ""
  /// A note for the person: no preview, first or last track, how to install a player.
  public var message: String?
  /// False when the current track has no preview to play (the note says so).
  public var hasPreview = true
  /// What went wrong, when something did.
  public var failure: FailureNotice?
  /// When the album has no track of the asked number on the asked disc: a disc that has one.
  public var otherDisc: Int?
  /// When the album has no track of the asked number on any disc and has several discs: the
  /// discs, in order, to choose among.
  public var discs: [Int] = []
  /// The current state in its script-friendly shape; nil until a track is known.
  public var document: PlayerDocument?

  /// Creates an empty view model.
  public init() {}
}
