import Localization

/// What the album screen shows; made by the presenter, printed by any front end.
public struct AlbumDetailViewModel: Equatable, Sendable, Codable {
  /// "Signed in as …", once the user is loaded.
  public var header: String?
  /// Whether the album is being loaded (a front end may show a spinner).
  public var isLoading: Bool
  /// A note for the person, such as "Loading the album…".
  public var message: String?
  /// The album, once loaded.
  public var album: AlbumDetailContentViewModel?
  /// What went wrong, when something did.
  public var failure: FailureNotice?
  /// The loaded album in its script-friendly shape.
  public var document: AlbumDetailDocument?
  /// What the last `save` or `remove` did to the user's library, once one was asked for.
  public var libraryChange: AlbumLibraryChange?
  /// How the track asked for is chosen on the disc that has it (`2-5`), shown once with the
  /// message that the album has it on that disc; a front end may say how to play it.
  public var otherDiscChoice: String?
  /// "Saved 3 hours ago — offline" when the album was served stale from the store, else nil.
  public var age: String?

  /// Creates a view model.
  public init(
    header: String? = nil, isLoading: Bool = false, message: String? = nil,
    album: AlbumDetailContentViewModel? = nil, failure: FailureNotice? = nil,
    document: AlbumDetailDocument? = nil
  ) {
    self.header = header
    self.isLoading = isLoading
    self.message = message
    self.album = album
    self.failure = failure
    self.document = document
  }
}
