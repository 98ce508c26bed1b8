import Domain
import Localization
import Presentation

/// What the media search screen shows; made by the presenter, printed by any front end.
public struct MediaSearchViewModel: Equatable, Sendable, Codable {
  /// The screen's title.
  public var title: String
  /// What the input asks for.
  public var prompt: String
  /// "Signed in as …", once the user is loaded.
  public var header: String?
  /// Whether a search is under way (a front end may show a spinner).
  public var isLoading = false
  /// The results in the catalog's order, numbered from 1.
  public var rows: [MediaSearchRowViewModel] = []
  /// A note: searching, how many were found and with which filters, a bad row number.
  public var message: String?
  /// "Saved 3 hours ago — offline" when the results were served stale from the store, else nil.
  public var age: String?
  /// What went wrong, when something did.
  public var failure: FailureNotice?
  /// The last completed search in its script-friendly shape.
  public var document: MediaSearchDocument?

  /// Creates a view model with no results.
  public init(title: String, prompt: String) {
    self.title = title
    self.prompt = prompt
  }
}

/// One item in the results, every value ready to print; what the catalog left out is absent.
public struct MediaSearchRowViewModel: Equatable, Sendable, Codable {
  /// The 1-based number a person types to open the item.
  public let number: Int
  /// The title.
  public let title: String
  /// The localized explicit mark, for a song the catalog marks explicit.
  public let explicitMark: String?
  /// The artist (song) or author (e-book); movies show their studio on their page only.
  public let artist: String?
  /// The details in the kind's order, each ready to print: the kind, then a song's duration,
  /// a movie's genre and release date, or an e-book's rating with its count.
  public let details: [String]
  /// The small cover, when the catalog has one.
  public let artwork: ArtworkReference?
  /// The catalog's id, for `musiclib item ID`; nil when not given.
  public var id: Int64?

  /// Creates a row.
  public init(
    number: Int, title: String, explicitMark: String?, artist: String?, details: [String],
    artwork: ArtworkReference?, id: Int64? = nil
  ) {
    self.id = id
    self.number = number
    self.title = title
    self.explicitMark = explicitMark
    self.artist = artist
    self.details = details
    self.artwork = artwork
  }
}

// MARK: - SearchResultsViewModel

extension MediaSearchViewModel: SearchResultsViewModel {}
