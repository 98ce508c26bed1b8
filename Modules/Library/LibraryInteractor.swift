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
    collation = AlbumCollation(locale: dependencies.language.locale)
  }

  // MARK: - LibraryInteracting

  public func signedInUser() async throws -> User {
    try await dependencies.currentUser.signedInUser()
  }

  public func albums() async throws -> [SavedAlbum] {
    let saved = try await dependencies.savedAlbums.savedAlbums(for: try await signedInUser().id)
    return collation.sorted(saved) { AlbumSummary($0.album) }
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
}
