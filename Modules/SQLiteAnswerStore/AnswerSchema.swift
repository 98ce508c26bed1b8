import SQLiteStore

/// The answer cache's schema (`SQLiteCatalogAnswerStore`), in a file of its own beside no
/// account data: the catalog steps the library file once had, then the account each answer
/// belongs to. Append, never edit.
public enum AnswerSchema {
  /// All steps; the schema version is the number of steps applied.
  public static let migrations: [SchemaMigration] = [
    LibrarySchema.catalogAnswers, LibrarySchema.albumTrackArtists,
    LibrarySchema.catalogMediaItems, LibrarySchema.albumMusicVideos, answerAccounts,
    incrementalVacuum,
  ]

  /// Each answer's account: the signed-in user's id, 0 for answers fetched signed out. The
  /// account is also the first part of `answer_key`, so one account's question never finds
  /// another's answer.
  static let answerAccounts = SchemaMigration(
    summary: "answer accounts",
    statements: [
      "ALTER TABLE catalog_answers ADD COLUMN account INTEGER NOT NULL DEFAULT 0",
      "CREATE INDEX catalog_answers_account ON catalog_answers (account)",
    ])

  /// Pages an account's `clear` frees go back to the file system (`PRAGMA incremental_vacuum`)
  /// while other accounts keep their answers. Rebuilding is what turns it on in a file that has
  /// tables: an old one is rebuilt once, a new one while it is still empty.
  static let incrementalVacuum = SchemaMigration(
    summary: "incremental auto-vacuum", statements: ["PRAGMA auto_vacuum = INCREMENTAL"],
    rebuildsFile: true)
}
