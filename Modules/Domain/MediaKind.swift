/// The kinds of item the media search lists, each its own catalog entity. The album search is
/// not one of them: it stays what it is.
public enum MediaKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// A song (`media=music`, `entity=song`).
  case song
  /// A feature film (`media=movie`, `entity=movie`).
  case movie
  /// An e-book (`media=ebook`, `entity=ebook`).
  case ebook

  /// The kind chosen by its filter name: `music`, `movie` or `ebook`; nil for anything else.
  public init?(filterName: String) {
    guard let kind = Self.allCases.first(where: { $0.filterName == filterName }) else {
      return nil
    }
    self = kind
  }

  /// The filter name people type and scripts read: `music`, `movie` or `ebook`.
  public var filterName: String {
    switch self {
    case .song: "music"
    case .movie: "movie"
    case .ebook: "ebook"
    }
  }
}
