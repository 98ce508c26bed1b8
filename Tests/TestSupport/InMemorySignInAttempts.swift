import Domain

/// In-memory `SignInAttemptStore`, keyed by the lowercased e-mail like the database.
public actor InMemorySignInAttempts: SignInAttemptStore {
  private var records: [String: SignInAttempts] = [:]

  public init() {}

  public func attempts(for email: String) -> SignInAttempts {
    records[email.lowercased()] ?? .none
  }

  public func save(_ attempts: SignInAttempts, for email: String) {
    records[email.lowercased()] = attempts
  }

  public func reset(for email: String) {
    records[email.lowercased()] = nil
  }
}
