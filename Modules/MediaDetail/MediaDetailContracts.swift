import Domain

/// The page of a song, movie or e-book as the presenter sees it: something that shows view
/// models.
@MainActor public protocol MediaDetailDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: MediaDetailViewModel)
}

/// What the item's page reports: the person's intents.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The front end keeps the presenter, with the view and the router (held
/// weakly by it), while the screen is in use.
@MainActor public protocol MediaDetailPresenting: AnyObject {
  /// The screen appeared: load the item (and a song's artist's other albums).
  func viewDidLoad() async
  /// The person chose the other album with this 1-based number.
  func didSelectAlbum(number: Int)
  /// The person asked to go back.
  func didRequestBack()
}

/// The item page rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
public protocol MediaDetailInteracting: Sendable {
  /// The item with this id, with where it came from (a stored answer may be stale), and, for a
  /// song, up to five other albums of its artist (its own album left out; none when that lookup
  /// fails or the item came stale); throws `.notFound` when the catalog has no such item with a
  /// title.
  func load(id: Int64) async throws -> (
    item: CatalogAnswer<MediaItem>, otherAlbums: [AlbumSummary]
  )
}

/// Where the item's page can lead; the app's coordinator decides how.
@MainActor public protocol MediaDetailRouting: AnyObject {
  /// Show the album with this catalog id.
  func openAlbum(id: Int64)
  /// Leave the page for the screen it was opened from.
  func leaveMediaItem()
}
