import Domain

extension Album {
  /// The same album with its tracks sorted by disc, then track number (the catalog's order is not
  /// guaranteed).
  func withTracksInPlayingOrder() -> Album {
    Album(
      id: id, title: title, artist: artist, year: year, genre: genre, artwork: artwork,
      trackCount: trackCount,
      tracks: tracks.sorted { ($0.disc, $0.number) < ($1.disc, $1.number) })
  }
}
