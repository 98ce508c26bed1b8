import Localization
import Presentation

/// What the track search screen shows; made by the presenter, printed by any front end.
public struct TrackSearchViewModel: Equatable, Sendable, Codable {
  /// The screen's title.
  public var title: String
  /// What the input asks for.
  public var prompt: String
  /// "Signed in as …", once the user is loaded.
  public var header: String?
  /// Whether a search is under way (a front end may show a spinner).
  public var isLoading = false
  /// The results in the catalog's order, numbered from 1.
  public var rows: [TrackSearchRowViewModel] = []
  /// A note for the person: searching, how many were found, nothing found, a bad row number.
  public var message: String?
  /// "Saved 3 hours ago — offline" when the results were served stale from the store, else nil.
  public var age: String?
  /// What went wrong, when something did.
  public var failure: FailureNotice?
  /// The last completed search in its script-friendly shape.
  public var document: TrackSearchDocument?

  /// Creates a view model with no results.
  public init(title: String, prompt: String) {
    self.title = title
    self.prompt = prompt
  }
}

/// One track in the results, every value ready to print.
public struct TrackSearchRowViewModel: Equatable, Sendable, Codable {
  /// The 1-based number a person types to play the track.
  public let number: Int
  /// The track title.
  public let title: String
  /// The artist, or a localized "unknown artist".
  public let artist: String
  /// The album title, or a localized "unknown album".
  public let album: String
  /// "3:05", or "—" when unknown.
  public let duration: String
  /// The album's catalog id, for `musiclib play ALBUM_ID TRACK_NUMBER`; nil when not given.
  public var albumID: Int64?
  /// The track's number on its disc; nil when not given.
  public var trackNumber: Int?
  /// The track's disc number; nil when not given.
  public var disc: Int?

  /// Creates a row.
  public init(
    number: Int, title: String, artist: String, album: String, duration: String,
    albumID: Int64? = nil, trackNumber: Int? = nil, disc: Int? = nil
  ) {
    self.albumID = albumID
    self.trackNumber = trackNumber
    self.disc = disc
    self.number = number
    self.title = title
    self.artist = artist
    self.album = album
    self.duration = duration
  }
}

// MARK: - SearchResultsViewModel

extension TrackSearchViewModel: SearchResultsViewModel {}
