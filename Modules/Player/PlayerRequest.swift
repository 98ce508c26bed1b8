import Domain

/// What the player screen is opened for.
public enum PlayerRequest: Hashable, Sendable {
  /// Queue album `id` and play it: from track `track` (on `disc`, else the first disc that has
  /// it), or from the start when `track` is nil.
  case album(id: Int64, track: Int?, disc: Int?)
  /// Queue `tracks` as a track search found them and play the one at `index`.
  case tracks([TrackSummary], startingAt: Int)
  /// Show what plays now, starting nothing.
  case nowPlaying
}
