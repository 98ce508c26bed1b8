import Domain
import Foundation

/// The library screen as the presenter sees it: something that shows view models.
///
/// Called on the main actor, only by the screen's presenter, which holds the view weakly: the
/// front end keeps the view alive while the screen is in use (a released view is no longer
/// updated, and nothing fails).
@MainActor public protocol LibraryDisplaying: AnyObject {
  /// Shows `viewModel`, replacing whatever was shown before.
  func display(_ viewModel: LibraryViewModel)
}

/// What the library screen reports: the person's intents.
///
/// Call it on the main actor; an `async` intent returns once the outcome has been given to the
/// view or the router. The module's `build` returns it and nothing else holds it: the front end
/// keeps it, with the view and the router (held weakly by it), while the screen is in use.
@MainActor public protocol LibraryPresenting: AnyObject {
  /// The screen appeared: load the signed-in user and their saved albums.
  func viewDidLoad() async
  /// The person typed `text` to narrow the list (title or artist); empty shows every album.
  /// The list starts again from its first page.
  func didChangeFilter(_ text: String) async
  /// The person asked for `limit` albums of the list (all when nil) from the 0-based `offset`
  /// on; later lists (after a filter, a removal, an import) show pages of the same size.
  func didRequestPage(offset: Int, limit: Int?) async
  /// As `didRequestPage(offset:limit:)`, but the page's rows are not kept (a list of any length
  /// in little memory): the view is shown the page without rows, then each row is handed to
  /// `each` with its document entry, in order, as it is read. Its numbers cannot be chosen
  /// afterwards. When `each` throws, the list stops and fails. A `filter` narrows the list as
  /// `didChangeFilter(_:)` does, without reading it first; nil keeps the one set.
  func didRequestPage(
    offset: Int, limit: Int?, filter: String?,
    each: (LibraryRowViewModel, LibraryDocument.Entry) throws -> Void
  ) async
  /// The person chose the album with this 1-based number of the list shown: open it.
  func didSelectAlbum(number: Int)
  /// The person asked to play the album with this 1-based number, from its first track.
  func didRequestPlay(number: Int)
  /// The person asked to take the album with this 1-based number out of the library.
  func didRequestRemove(number: Int) async
  /// The person asked to take album `albumID` out of the library.
  func didRequestRemove(albumID: Int64) async
  /// The person asked for the whole library as a file (`LibraryViewModel.archive`).
  func didRequestExport() async
  /// The person asked for the whole library as a file, its bytes handed to `write` piece by
  /// piece as they are made (`LibraryViewModel.exported` says how many albums it holds); when
  /// `write` throws, the export stops and fails. Albums that cannot be read (a damaged library)
  /// are left out and named (`LibraryViewModel.unreadable`); the file holds the others.
  func didRequestExport(writing write: ([UInt8]) throws -> Void) async
  /// The person gave the contents of an exported library file to merge into theirs. An album
  /// out of bounds refuses the whole file, unless `skippingInvalid`: then it is left out and
  /// named in the report.
  func didRequestImport(_ contents: Data, skippingInvalid: Bool) async
  /// The person wants the search screen again.
  func didRequestBack()
}

/// The library rules over the ports; throws `MusicLibraryError`, knows nothing of screens.
///
/// `Sendable`: any task may call it, also concurrently, so its ports are `Sendable` too. The
/// presenter holds it strongly; the module's `build` makes the one over the dependencies.
public protocol LibraryInteracting: Sendable {
  /// The signed-in user, read from the stores; throws `.notSignedIn` when there is none.
  func signedInUser() async throws -> User
  /// The signed-in user's saved albums, sorted like search results.
  func albums() async throws -> [SavedAlbum]
  /// `limit` of the signed-in user's albums (all when nil) from `offset` on, sorted like search
  /// results, narrowed to those whose title or artist contains `filter`.
  func page(filter: String?, offset: Int, limit: Int?) async throws -> SavedAlbumPage
  /// `page(filter:offset:limit:)` handed out as it is read: first how many albums match and how
  /// many there are (`counted`), then each album of the page to `body`, in order.
  func forEachListing(
    filter: String?, offset: Int, limit: Int?,
    counted: (_ matching: Int, _ total: Int) throws -> Void,
    each body: (SavedAlbumListing) throws -> Void
  ) async throws
  /// Hands each of the signed-in user's albums to `body`, one at a time, in the list's order.
  func forEachSavedAlbum(_ body: (SavedAlbum) throws -> Void) async throws
  /// Hands each of the signed-in user's albums to `body` as the store keeps it, one at a time,
  /// in the list's order; one that cannot be read comes as `.unreadable`, and the rest still come.
  func forEachStoredAlbum(_ body: (StoredSavedAlbum) throws -> Void) async throws
  /// Takes album `albumID` out of the signed-in user's library; what was removed, or nil when
  /// it was not there.
  func remove(albumID: Int64) async throws -> SavedAlbum?
  /// Adds to the signed-in user's library each of `albums` it does not hold yet; the ones added.
  func add(_ albums: [SavedAlbum]) async throws -> [SavedAlbum]
  /// Adds to the signed-in user's library, in one step, each album of the batches `next` gives
  /// that it does not hold yet, keeping its stored JSON when given; when `next` throws, nothing
  /// is added.
  func add(batches next: () throws -> [SavedAlbumToAdd]?) async throws -> [SavedAlbumListing]
}

/// Where the library screen can lead; the app's coordinator decides how.
///
/// Called on the main actor by the presenter, which holds the router weakly: the front end keeps
/// it alive for as long as the screen is in use (usually a coordinator that outlives every screen)
/// and decides in it which screen comes next.
@MainActor public protocol LibraryRouting: AnyObject {
  /// Show album `id` (from the catalog, or the saved copy when the catalog cannot be reached).
  func openAlbum(id: Int64)
  /// Play album `id` from its first track, in the player.
  func playAlbum(id: Int64)
  /// Return to the search screen.
  func backToSearch()
}

extension LibraryPresenting {
  /// Merges the library file `contents`, refusing it whole when an album is out of bounds.
  public func didRequestImport(_ contents: Data) async {
    await didRequestImport(contents, skippingInvalid: false)
  }
}
