/// One step of the schema's history; step n brings `PRAGMA user_version` from n-1 to n.
public struct SchemaMigration: Sendable {
  /// What the step does, for error messages.
  public let summary: String
  /// The statements the step runs, in order, inside one write transaction.
  public let statements: [String]

  /// Creates a step.
  public init(summary: String, statements: [String]) {
    self.summary = summary
    self.statements = statements
  }
}
