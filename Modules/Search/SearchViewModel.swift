import Domain
import Localization
import Presentation

/// What the search screen shows; made by the presenter, printed by any front end.
public struct SearchViewModel: Equatable, Sendable, Codable {
  /// The screen's title.
  public var title: String
  /// What the input asks for.
  public var prompt: String
  /// "Signed in as …", once the user is loaded.
  public var header: String?
  /// Whether a search is under way (a front end may show a spinner).
  public var isLoading: Bool
  /// The results in display order, numbered from 1.
  public var rows: [SearchRowViewModel]
  /// A note for the person: searching, how many were found, nothing found, a bad row number.
  public var message: String?
  /// "Saved 3 hours ago — offline" when the results were served stale from the store, else nil.
  public var age: String?
  /// What the numbered suggestions are, e.g. "Recent searches"; nil when there are none.
  public var suggestionsTitle: String?
  /// Past queries offered to run again, chosen with `!N`.
  public var suggestions: [String] = []
  /// What each of `suggestions` searched for, in the same order.
  public var suggestionKinds: [SearchKind] = []
  /// What went wrong, when something did.
  public var failure: FailureNotice?
  /// Something that went wrong beside results that are still shown (the search could not be
  /// saved in the history); given once, with those results, for standard error.
  public var warning: String?
  /// The last completed search in its script-friendly shape.
  public var document: SearchDocument?

  /// Creates a view model.
  public init(
    title: String, prompt: String, header: String? = nil,
    isLoading: Bool = false,
    rows: [SearchRowViewModel] = [], message: String? = nil, failure: FailureNotice? = nil,
    document: SearchDocument? = nil
  ) {
    self.title = title
    self.prompt = prompt
    self.header = header
    self.isLoading = isLoading
    self.rows = rows
    self.message = message
    self.failure = failure
    self.document = document
  }
}

/// One album in the results, every value ready to print.
public struct SearchRowViewModel: Equatable, Sendable, Codable {
  /// The 1-based number a person types to open the album.
  public let number: Int
  /// The album title.
  public let title: String
  /// The artist, or a localized "unknown artist".
  public let artist: String
  /// "12 tracks", or a localized "track count unknown".
  public let tracks: String
  /// "2003", or a localized "unknown year".
  public let year: String
  /// The 600×600 artwork URL; nil when the catalog has no artwork.
  public let artworkURL: String?
  /// The 100×100 artwork URL for a list thumbnail; nil when the catalog has no artwork.
  public let thumbnailURL: String?
  /// The catalog's collection id, for `musiclib album ID`; nil when not given.
  public var id: Int64?

  /// Creates a row.
  public init(
    number: Int, title: String, artist: String, tracks: String, year: String, artworkURL: String?,
    thumbnailURL: String?, id: Int64? = nil
  ) {
    self.id = id
    self.number = number
    self.title = title
    self.artist = artist
    self.tracks = tracks
    self.year = year
    self.artworkURL = artworkURL
    self.thumbnailURL = thumbnailURL
  }
}

// MARK: - SearchResultsViewModel

extension SearchViewModel: SearchResultsViewModel {}
