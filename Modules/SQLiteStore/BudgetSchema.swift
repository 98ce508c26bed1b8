/// The request budget's schema (`SQLiteRequestBudget`), in a file of its own that every process
/// of the user finds whatever its data directory: the budget steps the library file once had.
/// Append, never edit.
public enum BudgetSchema {
  /// All steps; the schema version is the number of steps applied.
  public static let migrations: [SchemaMigration] = [
    LibrarySchema.requestBudget, LibrarySchema.requestsInFlight,
  ]
}
