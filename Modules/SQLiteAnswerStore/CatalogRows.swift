import Domain
import SQLiteStore

/// Albums, album tracks and tracks in the catalog tables, each kept once by its catalog id.
enum CatalogRows {
  /// The columns of `catalog_albums` a summary reads, in `summary(_:)`'s order.
  static let summaryColumns =
    "a.id, a.title, a.artist, a.track_count, a.year, a.artwork_url, a.artwork_template"

  /// Inserts or updates the summary part of `album` (a genre read from a look-up stays).
  static func upsert(_ album: AlbumSummary, in transaction: SQLiteTransaction) throws {
    try transaction.execute(
      """
      INSERT INTO catalog_albums
        (id, title, artist, track_count, year, artwork_url, artwork_template)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET title = excluded.title, artist = excluded.artist,
        track_count = excluded.track_count, year = excluded.year,
        artwork_url = excluded.artwork_url, artwork_template = excluded.artwork_template
      """,
      [
        .integer(album.id), .text(album.title), text(album.artist), integer(album.trackCount),
        integer(album.year), text(album.artwork?.url), text(album.artwork?.sizedTemplate),
      ])
  }

  /// Inserts or replaces `album` with its genre, page, artist id, music video count and its
  /// tracks in order.
  static func upsert(_ album: Album, in transaction: SQLiteTransaction) throws {
    try upsert(
      AlbumSummary(
        id: album.id, title: album.title, artist: album.artist, trackCount: album.trackCount,
        year: album.year, artwork: album.artwork), in: transaction)
    try transaction.execute(
      """
      UPDATE catalog_albums SET genre = ?, store_url = ?, artist_id = ?, music_video_count = ?
      WHERE id = ?
      """,
      [
        text(album.genre), text(album.storeURL), album.artistID.map(SQLiteValue.integer) ?? .null,
        integer(album.musicVideoCount), .integer(album.id),
      ])
    try transaction.execute(
      "DELETE FROM catalog_album_tracks WHERE album_id = ?", [.integer(album.id)])
    for (position, track) in album.tracks.enumerated() {
      try transaction.execute(
        """
        INSERT INTO catalog_album_tracks
          (album_id, position, disc, number, title, duration_seconds, preview_url, artist)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .integer(album.id), .integer(Int64(position)), .integer(Int64(track.disc)),
          .integer(Int64(track.number)), .text(track.title), integer(track.durationSeconds),
          text(track.previewURL), text(track.artist),
        ])
    }
  }

  /// Inserts or updates `track`.
  static func upsert(_ track: TrackSummary, in transaction: SQLiteTransaction) throws {
    try transaction.execute(
      """
      INSERT OR REPLACE INTO catalog_tracks
        (id, title, artist, album, album_id, track_number, disc, duration_seconds, preview_url,
         artwork_url, artwork_template)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .integer(track.id), .text(track.title), text(track.artist), text(track.album),
        track.albumID.map(SQLiteValue.integer) ?? .null, integer(track.trackNumber),
        integer(track.disc), integer(track.durationSeconds), text(track.previewURL),
        text(track.artwork?.url), text(track.artwork?.sizedTemplate),
      ])
  }

  /// A summary from a row of `summaryColumns`.
  static func summary(_ row: SQLiteRow, from column: Int32 = 0) -> AlbumSummary? {
    guard let id = row.int64(column), let title = row.text(column + 1) else { return nil }
    return AlbumSummary(
      id: id, title: title, artist: row.text(column + 2), trackCount: int(row, column + 3),
      year: int(row, column + 4), artwork: artwork(row, column + 5))
  }

  /// The album `id` with its genre, page, artist id, music video count and tracks, or nil when
  /// it is not kept.
  static func album(id: Int64, in transaction: SQLiteTransaction) throws -> Album? {
    let rows = try transaction.query(
      """
      SELECT \(summaryColumns), a.genre, a.store_url, a.artist_id, a.music_video_count
      FROM catalog_albums a WHERE a.id = ?
      """, [.integer(id)]
    ) { row -> (AlbumSummary, String?, String?, Int64?, Int?)? in
      Self.summary(row).map { ($0, row.text(7), row.text(8), row.int64(9), int(row, 10)) }
    }
    guard let found = rows.first ?? nil else { return nil }
    let (head, genre, storeURL, artistID, musicVideoCount) = found
    let tracks = try transaction.query(
      """
      SELECT disc, number, title, duration_seconds, preview_url, artist FROM catalog_album_tracks
      WHERE album_id = ? ORDER BY position
      """, [.integer(id)]
    ) { row in
      Track(
        disc: int(row, 0) ?? 1, number: int(row, 1) ?? 0, title: row.text(2) ?? "",
        durationSeconds: int(row, 3), previewURL: row.text(4), artist: row.text(5))
    }
    return Album(
      id: head.id, title: head.title, artist: head.artist, year: head.year, genre: genre,
      artwork: head.artwork, trackCount: head.trackCount, tracks: tracks, storeURL: storeURL,
      artistID: artistID, musicVideoCount: musicVideoCount)
  }

  /// The columns of `catalog_tracks` `track(_:)` reads, in its order.
  static let trackColumns = """
    t.id, t.title, t.artist, t.album, t.album_id, t.track_number, t.disc, t.duration_seconds,
    t.preview_url, t.artwork_url, t.artwork_template
    """

  /// A track from a row of `trackColumns`.
  static func track(_ row: SQLiteRow) -> TrackSummary? {
    guard let id = row.int64(0), let title = row.text(1) else { return nil }
    return TrackSummary(
      id: id, title: title, artist: row.text(2), album: row.text(3), albumID: row.int64(4),
      trackNumber: int(row, 5), disc: int(row, 6), durationSeconds: int(row, 7),
      previewURL: row.text(8), artwork: artwork(row, 9))
  }

  /// An estimate of what `album` takes in the tables, in bytes.
  static func size(of album: AlbumSummary) -> Int {
    64 + album.title.utf8.count + (album.artist?.utf8.count ?? 0) + size(of: album.artwork)
  }

  /// An estimate of what `album` with its tracks takes in the tables, in bytes.
  static func size(of album: Album) -> Int {
    album.tracks.reduce(72 + album.title.utf8.count + (album.artist?.utf8.count ?? 0)) {
      $0 + 48 + $1.title.utf8.count + ($1.previewURL?.utf8.count ?? 0)
        + ($1.artist?.utf8.count ?? 0)
    } + (album.genre?.utf8.count ?? 0) + size(of: album.artwork)
  }

  /// An estimate of what `track` takes in the tables, in bytes.
  static func size(of track: TrackSummary) -> Int {
    [track.title, track.artist, track.album, track.previewURL].reduce(80) {
      $0 + ($1?.utf8.count ?? 0)
    } + size(of: track.artwork)
  }

  private static func size(of artwork: ArtworkReference?) -> Int {
    (artwork?.url.utf8.count ?? 0) + (artwork?.sizedTemplate?.utf8.count ?? 0)
  }

  private static func artwork(_ row: SQLiteRow, _ column: Int32) -> ArtworkReference? {
    row.text(column).map { ArtworkReference(url: $0, sizedTemplate: row.text(column + 1)) }
  }

  private static func int(_ row: SQLiteRow, _ column: Int32) -> Int? {
    row.int64(column).map { Int($0) }
  }

  private static func text(_ value: String?) -> SQLiteValue {
    value.map(SQLiteValue.text) ?? .null
  }

  private static func integer(_ value: Int?) -> SQLiteValue {
    value.map { .integer(Int64($0)) } ?? .null
  }
}
