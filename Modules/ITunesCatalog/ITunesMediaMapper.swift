import Domain

/// Turns the catalog's songs, movies and e-books into `MediaItem`s; an item of another kind
/// (an audiobook, a podcast, a music video) or without an id or a title maps to nil.
struct ITunesMediaMapper: Sendable {
  /// The catalog's `kind` for each media kind.
  static func kind(_ catalogKind: String?) -> MediaKind? {
    switch catalogKind {
    case "song": .song
    case "feature-movie": .movie
    case "ebook": .ebook
    default: nil
    }
  }

  /// The item, or nil when it is of no listed kind or lacks an id or a title.
  func item(_ dto: ITunesItemDTO) -> MediaItem? {
    guard let kind = Self.kind(dto.kind), let id = dto.trackId, let title = dto.trackName,
      !title.trimmedOfWhitespace.isEmpty
    else { return nil }
    return MediaItem(
      id: id, kind: kind, title: title, artist: dto.artistName, artistID: dto.artistId,
      artistURL: dto.artistViewUrl, storeURL: dto.trackViewUrl, albumID: dto.collectionId,
      isExplicit: explicit(dto.trackExplicitness), genres: genres(dto),
      releaseDate: date(dto.releaseDate),
      durationSeconds: dto.trackTimeMillis.map { Int((Double($0) / 1000).rounded()) },
      contentRating: dto.contentAdvisoryRating,
      description: dto.longDescription ?? dto.description,
      rating: dto.averageUserRating, ratingCount: dto.userRatingCount,
      fileSizeBytes: dto.fileSizeBytes,
      artwork: (dto.artworkUrl100 ?? dto.artworkUrl60).map(ITunesArtwork.reference))
  }

  /// `explicit` → true; `notExplicit` and `cleaned` (a clean version) → false.
  private func explicit(_ explicitness: String?) -> Bool? {
    switch explicitness {
    case "explicit": true
    case "notExplicit", "cleaned": false
    default: nil
    }
  }

  /// The e-book's `genres`, else the primary genre.
  private func genres(_ dto: ITunesItemDTO) -> [String] {
    if let genres = dto.genres, !genres.isEmpty { return genres }
    return dto.primaryGenreName.map { [$0] } ?? []
  }

  /// The day of an ISO date such as `2007-06-29T07:00:00Z`; nil for 1900 and earlier, which the
  /// catalog uses as a placeholder.
  private func date(_ releaseDate: String?) -> CalendarDate? {
    guard let releaseDate, let date = CalendarDate(iso: String(releaseDate.prefix(10))),
      date.year > 1900
    else { return nil }
    return date
  }
}
