import Domain

/// The live `MediaFiltersStore`: the `media_filters` table of a shared `SQLiteDatabase`, one row
/// per user who changed the defaults.
public struct SQLiteMediaFiltersStore: MediaFiltersStore {
  private let database: SQLiteDatabase

  /// Creates a store over `database`.
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  public func filters(for user: User.ID) async throws -> MediaFilters? {
    let path = database.path
    return try database.read { transaction in
      try transaction.query(
        "SELECT media, explicit, country, result_limit FROM media_filters WHERE user_id = ?",
        [.integer(user.rawValue)]
      ) { row in
        guard let media = row.text(0).flatMap(MediaKind.init(rawValue:)),
          let explicit = row.int64(1), let country = row.text(2), let limit = row.int64(3),
          let filters = try? MediaFilters(
            media: media, explicit: explicit == 1, country: country, limit: Int(limit))
        else { throw MusicLibraryError.storage(.corrupt(path: path)) }
        return filters
      }.first
    }
  }

  public func save(_ filters: MediaFilters, for user: User.ID) async throws {
    try database.durableWrite { transaction in
      try transaction.execute(
        """
        INSERT INTO media_filters (user_id, media, explicit, country, result_limit)
        VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (user_id) DO UPDATE SET media = excluded.media,
          explicit = excluded.explicit, country = excluded.country,
          result_limit = excluded.result_limit
        """,
        [
          .integer(user.rawValue), .text(filters.media.rawValue),
          .integer(filters.explicit ? 1 : 0), .text(filters.country),
          .integer(Int64(filters.limit)),
        ])
    }
  }
}
