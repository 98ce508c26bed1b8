import Localization

/// What the library screen shows; made by the presenter, printed by any front end.
public struct LibraryViewModel: Equatable, Sendable, Codable {
  /// The screen's title.
  public var title: String
  /// "Signed in as …", once the user is loaded.
  public var header: String?
  /// The text the list is narrowed to; nil shows every album.
  public var filter: String?
  /// The albums shown, sorted like search results, numbered from 1 at the list's start (a page
  /// further on starts past 1).
  public var rows: [LibraryRowViewModel]
  /// How many albums the list has on all its pages (those matching the filter), once loaded.
  public var listed: Int?
  /// A note for the person: the library is empty, an album was removed, a bad number.
  public var message: String?
  /// The library holds no album at all and the message says so (a front end may add how an
  /// album gets there).
  public var isEmpty = false
  /// What went wrong, when something did.
  public var failure: FailureNotice?
  /// The albums shown, in their script-friendly shape.
  public var document: LibraryDocument?
  /// The whole library as a file, once an export was asked for.
  public var archive: LibraryArchive?
  /// How many albums the export written piece by piece holds, once it is written.
  public var exported: Int?
  /// After an export of a damaged library: which albums could not be read and were left out
  /// (the rest were written), as a sentence; nil when every album was written.
  public var unreadable: String?
  /// What the last import did, once one was asked for.
  public var imported: LibraryImportReport?
  /// The albums of the last import's file that are out of bounds, whether they were skipped or
  /// made the file refused.
  public var refused: [LibraryAlbumRefusal] = []
  /// One sentence per album the last import skipped, ready to print.
  public var skipped: [String] = []
  /// After a removal: whether the album was in the library.
  public var removed: Bool?

  /// Creates a view model.
  public init(
    title: String, header: String? = nil, filter: String? = nil,
    rows: [LibraryRowViewModel] = [], message: String? = nil, failure: FailureNotice? = nil,
    document: LibraryDocument? = nil, archive: LibraryArchive? = nil,
    imported: LibraryImportReport? = nil, removed: Bool? = nil
  ) {
    self.title = title
    self.header = header
    self.filter = filter
    self.rows = rows
    self.message = message
    self.failure = failure
    self.document = document
    self.archive = archive
    self.imported = imported
    self.removed = removed
  }
}

/// One saved album, every value ready to print.
public struct LibraryRowViewModel: Equatable, Sendable, Codable {
  /// The 1-based number a person types to open or remove it.
  public let number: Int
  /// The album id.
  public let id: Int64
  /// The album title.
  public let title: String
  /// The artist, or a localized "unknown artist".
  public let artist: String
  /// "1988", or a localized "unknown year".
  public let year: String
  /// "12 tracks".
  public let tracks: String
  /// When it was saved, relative and localized: "3 days ago", "вчера".
  public let savedAt: String

  /// Creates a row.
  public init(
    number: Int, id: Int64, title: String, artist: String, year: String, tracks: String,
    savedAt: String
  ) {
    self.number = number
    self.id = id
    self.title = title
    self.artist = artist
    self.year = year
    self.tracks = tracks
    self.savedAt = savedAt
  }
}
