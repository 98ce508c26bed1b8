import Domain
import SQLiteStore

/// Songs, movies and e-books in `catalog_media_items` (genres in `catalog_media_genres`), each
/// kept once by its catalog id.
enum MediaRows {
  /// The columns of `catalog_media_items` `item(_:genres:)` reads, in its order.
  static let columns = """
    i.id, i.kind, i.title, i.artist, i.artist_id, i.artist_url, i.store_url, i.album_id,
    i.explicit, i.release_date, i.duration_seconds, i.content_rating, i.description, i.rating,
    i.rating_count, i.file_size_bytes, i.artwork_url, i.artwork_template
    """

  /// Inserts or replaces `item` with its genres in order.
  static func upsert(_ item: MediaItem, in transaction: SQLiteTransaction) throws {
    try transaction.execute(
      """
      INSERT INTO catalog_media_items
        (id, kind, title, artist, artist_id, artist_url, store_url, album_id, explicit,
         release_date, duration_seconds, content_rating, description, rating, rating_count,
         file_size_bytes, artwork_url, artwork_template)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, title = excluded.title,
        artist = excluded.artist, artist_id = excluded.artist_id,
        artist_url = excluded.artist_url, store_url = excluded.store_url,
        album_id = excluded.album_id, explicit = excluded.explicit,
        release_date = excluded.release_date, duration_seconds = excluded.duration_seconds,
        content_rating = excluded.content_rating, description = excluded.description,
        rating = excluded.rating, rating_count = excluded.rating_count,
        file_size_bytes = excluded.file_size_bytes, artwork_url = excluded.artwork_url,
        artwork_template = excluded.artwork_template
      """,
      [
        .integer(item.id), .text(item.kind.rawValue), .text(item.title), text(item.artist),
        integer(item.artistID), text(item.artistURL), text(item.storeURL), integer(item.albumID),
        item.isExplicit.map { .integer($0 ? 1 : 0) } ?? .null, text(item.releaseDate?.iso),
        integer(item.durationSeconds.map(Int64.init)), text(item.contentRating),
        text(item.description), item.rating.map(SQLiteValue.real) ?? .null,
        integer(item.ratingCount.map(Int64.init)), integer(item.fileSizeBytes),
        text(item.artwork?.url), text(item.artwork?.sizedTemplate),
      ])
    try transaction.execute(
      "DELETE FROM catalog_media_genres WHERE item_id = ?", [.integer(item.id)])
    for (position, genre) in item.genres.enumerated() {
      try transaction.execute(
        "INSERT INTO catalog_media_genres (item_id, position, name) VALUES (?, ?, ?)",
        [.integer(item.id), .integer(Int64(position)), .text(genre)])
    }
  }

  /// An item from a row of `columns` without its genres; nil for a row it cannot make (an
  /// unknown kind), which makes the answer listing it no answer.
  static func item(_ row: SQLiteRow) -> MediaItem? {
    guard let id = row.int64(0), let kind = row.text(1).flatMap(MediaKind.init(rawValue:)),
      let title = row.text(2)
    else { return nil }
    return MediaItem(
      id: id, kind: kind, title: title, artist: row.text(3), artistID: row.int64(4),
      artistURL: row.text(5), storeURL: row.text(6), albumID: row.int64(7),
      isExplicit: row.int64(8).map { $0 != 0 },
      releaseDate: row.text(9).flatMap(CalendarDate.init(iso:)),
      durationSeconds: row.int64(10).map { Int($0) }, contentRating: row.text(11),
      description: row.text(12), rating: row.double(13), ratingCount: row.int64(14).map { Int($0) },
      fileSizeBytes: row.int64(15),
      artwork: row.text(16).map { ArtworkReference(url: $0, sizedTemplate: row.text(17)) })
  }

  /// `item` with its genres read in order.
  static func withGenres(_ item: MediaItem, in transaction: SQLiteTransaction) throws -> MediaItem {
    let genres = try transaction.query(
      "SELECT name FROM catalog_media_genres WHERE item_id = ? ORDER BY position",
      [.integer(item.id)]
    ) { $0.text(0) ?? "" }
    return MediaItem(
      id: item.id, kind: item.kind, title: item.title, artist: item.artist,
      artistID: item.artistID, artistURL: item.artistURL, storeURL: item.storeURL,
      albumID: item.albumID, isExplicit: item.isExplicit, genres: genres,
      releaseDate: item.releaseDate, durationSeconds: item.durationSeconds,
      contentRating: item.contentRating, description: item.description, rating: item.rating,
      ratingCount: item.ratingCount, fileSizeBytes: item.fileSizeBytes, artwork: item.artwork)
  }

  /// An estimate of what `item` takes in the tables, in bytes.
  static func size(of item: MediaItem) -> Int {
    [
      item.title, item.artist, item.artistURL, item.storeURL, item.contentRating,
      item.description, item.artwork?.url, item.artwork?.sizedTemplate,
    ].reduce(120) { $0 + ($1?.utf8.count ?? 0) }
      + item.genres.reduce(0) { $0 + 24 + $1.utf8.count }
  }

  private static func text(_ value: String?) -> SQLiteValue {
    value.map(SQLiteValue.text) ?? .null
  }

  private static func integer(_ value: Int64?) -> SQLiteValue {
    value.map(SQLiteValue.integer) ?? .null
  }
}
