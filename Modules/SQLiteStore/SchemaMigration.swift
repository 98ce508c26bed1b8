/// One step of the schema's history; step n brings `PRAGMA user_version` from n-1 to n.
public struct SchemaMigration: Sendable {
  /// What the step does, for error messages.
  public let summary: String
  /// The statements the step runs, in order, inside one write transaction.
  public let statements: [String]
  /// Whether the step rebuilds the file (`VACUUM`) after its statements: what a pragma such as
  /// `auto_vacuum` needs to take effect in a file that has tables. Such a step runs outside any
  /// transaction, as `VACUUM` must.
  public let rebuildsFile: Bool

  /// Creates a step.
  public init(summary: String, statements: [String], rebuildsFile: Bool = false) {
    self.summary = summary
    self.statements = statements
    self.rebuildsFile = rebuildsFile
  }
}
