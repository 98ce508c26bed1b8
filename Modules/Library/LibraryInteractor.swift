import Domain
import Foundation
import Localization

/// The library rules: a signed-in user is required, every call touches only their albums, and
/// the albums come in the order of search results.
public struct LibraryInteractor: LibraryInteracting {
  private let currentUser: any CurrentUser
  private let savedAlbums: any SavedAlbumStore
  private let collation: AlbumCollation

  /// Creates the interactor; `locale` decides the alphabetical order of the albums.
  public init(currentUser: any CurrentUser, savedAlbums: any SavedAlbumStore, locale: Locale) {
    self.currentUser = currentUser
    self.savedAlbums = savedAlbums
    collation = AlbumCollation(locale: locale)
  }

  // MARK: - LibraryInteracting

  public func signedInUser() async throws -> User {
    try await currentUser.signedInUser()
  }

  public func albums() async throws -> [SavedAlbum] {
    let saved = try await savedAlbums.savedAlbums(for: try await signedInUser().id)
    return collation.sorted(saved) { AlbumSummary($0.album) }
  }

  public func remove(albumID: Int64) async throws -> SavedAlbum? {
    let user = try await signedInUser().id
    guard let saved = try await savedAlbums.savedAlbum(id: albumID, for: user) else { return nil }
    return try await savedAlbums.remove(albumID: albumID, for: user) ? saved : nil
  }

  public func add(_ albums: [SavedAlbum]) async throws -> [SavedAlbum] {
    try await savedAlbums.add(albums, for: try await signedInUser().id)
  }
}
