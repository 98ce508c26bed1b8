import Domain
import Foundation
import Localization

/// The library rules: a signed-in user is required, every call touches only their albums, and
/// the albums come in the order of search results.
public struct LibraryInteractor: LibraryInteracting {
  private let dependencies: LibraryDependencies
  private let collation: AlbumCollation

  /// Creates the interactor over `dependencies`' ports; their language decides the alphabetical
  /// order of the albums.
  public init(dependencies: LibraryDependencies) {
    self.dependencies = dependencies
    collation = AlbumCollation(
      locale: dependencies.language.locale, collator: dependencies.collator)
  }

  // MARK: - LibraryInteracting

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func albums() async throws -> [SavedAlbum] {
    var albums: [SavedAlbum] = []
    try await forEachSavedAlbum { albums.append($0) }
    return albums
  }

  public func page(filter: String?, offset: Int, limit: Int?) async throws -> SavedAlbumPage {
    try await dependencies.savedAlbums.page(
      SavedAlbumQuery(ordering: collation, filter: filter, offset: offset, limit: limit),
      for: try await signedInUser().id)
  }

  public func forEachListing(
    filter: String?, offset: Int, limit: Int?,
    counted: (_ matching: Int, _ total: Int) throws -> Void,
    each body: (SavedAlbumListing) throws -> Void
  ) async throws {
    try await dependencies.savedAlbums.forEachListing(
      SavedAlbumQuery(ordering: collation, filter: filter, offset: offset, limit: limit),
      for: try await signedInUser().id, counted: counted, each: body)
  }

  public func forEachSavedAlbum(_ body: (SavedAlbum) throws -> Void) async throws {
    try await dependencies.savedAlbums.forEachSavedAlbum(
      for: try await signedInUser().id, in: collation, body)
  }

  public func forEachStoredAlbum(_ body: (StoredSavedAlbum) throws -> Void) async throws {
    try await dependencies.savedAlbums.forEachStoredAlbum(
      for: try await signedInUser().id, in: collation, body)
  }

  public func remove(albumID: Int64) async throws -> SavedAlbum? {
    let user = try await signedInUser().id
    guard let saved = try await dependencies.savedAlbums.savedAlbum(id: albumID, for: user) else {
      return nil
    }
    return try await dependencies.savedAlbums.remove(albumID: albumID, for: user) ? saved : nil
  }

  public func add(_ albums: [SavedAlbum]) async throws -> [SavedAlbum] {
    try await dependencies.savedAlbums.add(albums, for: try await signedInUser().id)
  }

  public func add(batches next: () throws -> [SavedAlbumToAdd]?) async throws
    -> [SavedAlbumListing]
  {
    try await dependencies.savedAlbums.add(for: try await signedInUser().id, batches: next)
  }
}
