import Domain
import InMemoryPorts
import Testing

extension FakeCatalog {
  /// A catalog answering what the test configured (see the designated initializer); a call the
  /// test did not configure records a test issue naming itself, so a test fails when the code asks
  /// what it should not.
  public convenience init(
    summaries: [AlbumSummary]? = nil, albums: [Album]? = nil, tracks: [TrackSummary]? = nil,
    media: [MediaItem]? = nil, artistAlbums: [Int64: [AlbumSummary]]? = nil,
    failure: (any Error)? = nil,
    beforeAnswering: (@Sendable () async -> Void)? = nil
  ) {
    self.init(
      summaries: summaries, albums: albums, tracks: tracks, media: media,
      artistAlbums: artistAlbums, failure: failure, beforeAnswering: beforeAnswering,
      unscripted: { Issue.record("FakeCatalog.\($0) called but not configured") })
  }
}
