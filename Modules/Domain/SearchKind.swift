/// What a search looked for: albums, tracks (songs from the track search) or one kind of the
/// media search. Its raw value is the name people type and scripts read (`album`, `track`, and
/// the media search's `music`, `movie`, `ebook`), and the name the history keeps.
public enum SearchKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// The album search.
  case album
  /// The track search.
  case track
  /// The media search for songs.
  case music
  /// The media search for movies.
  case movie
  /// The media search for e-books.
  case ebook

  /// The kind of a media search for `media`.
  public init(_ media: MediaKind) {
    switch media {
    case .song: self = .music
    case .movie: self = .movie
    case .ebook: self = .ebook
    }
  }

  /// The media kind a media search of this kind looks for; nil for albums and tracks.
  public var media: MediaKind? {
    switch self {
    case .album, .track: nil
    case .music: .song
    case .movie: .movie
    case .ebook: .ebook
    }
  }
}
