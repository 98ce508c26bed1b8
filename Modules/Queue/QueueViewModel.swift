import Domain
import Localization
import PlaybackModel

/// What the queue screen shows; made by the presenter, printed by any front end.
public struct QueueViewModel: Equatable, Sendable, Codable {
  /// The screen's title.
  public var title = ""
  /// "Signed in as …", once the user is loaded.
  public var header: String?
  /// The entries in the queue's list order, numbered from 1.
  public var rows: [QueueRowViewModel] = []
  /// Where the current entry's preview is.
  public var state = PlaybackState.idle
  /// The state for people: "▶ Playing", "⏸ Paused" …
  public var stateText = ""
  /// The current entry's place in the playing order over the queue's length: "3/12"; nil when
  /// no entry is current.
  public var positionText: String?
  /// What happens at the end.
  public var repeatMode = RepeatMode.off
  /// The repeat mode for people: "Repeat: all".
  public var repeatText = ""
  /// Whether the entries play in a shuffled order.
  public var isShuffled = false
  /// Shuffle for people: "Shuffle: on".
  public var shuffleText = ""
  /// Says the queue is empty when it is; nil otherwise.
  public var emptyText: String?
  /// A note for the person: what was added or removed, a number out of range.
  public var message: String?
  /// What went wrong, when something did.
  public var failure: FailureNotice?
  /// The queue in its script-friendly shape.
  public var document = QueueDocument()

  /// Creates an empty view model.
  public init() {}
}

/// One queue entry, every value ready to print.
public struct QueueRowViewModel: Equatable, Sendable, Codable {
  /// The 1-based number a person types to play, remove or move it.
  public let number: Int
  /// The track title.
  public let title: String
  /// The artist, or a localized "unknown artist".
  public let artist: String
  /// The album title; empty when unknown.
  public let album: String
  /// The track's length: "4:24"; empty when unknown.
  public let duration: String
  /// Whether this is the entry the queue is at (playing, paused or next to play again).
  public let isCurrent: Bool

  /// Creates a row.
  public init(
    number: Int, title: String, artist: String, album: String, duration: String, isCurrent: Bool
  ) {
    self.number = number
    self.title = title
    self.artist = artist
    self.album = album
    self.duration = duration
    self.isCurrent = isCurrent
  }
}
