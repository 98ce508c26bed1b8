extension Album {
  /// The same album with its tracks sorted by disc, then track number (the catalog's order is not
  /// guaranteed).
  public func withTracksInPlayingOrder() -> Album {
    Album(
      id: id, title: title, artist: artist, year: year, genre: genre, artwork: artwork,
      trackCount: trackCount,
      tracks: tracks.sorted { ($0.disc, $0.number) < ($1.disc, $1.number) }, storeURL: storeURL,
      artistID: artistID, musicVideoCount: musicVideoCount)
  }
}

extension AlbumCatalog {
  /// The album with its tracks in playing order; `MusicLibraryError.notFound` when the id
  /// matches no album.
  public func albumInPlayingOrder(id: Int64, country: String) async throws -> Album {
    guard let album = try await album(id: id, country: country) else {
      throw MusicLibraryError.notFound
    }
    return album.withTracksInPlayingOrder()
  }
}
