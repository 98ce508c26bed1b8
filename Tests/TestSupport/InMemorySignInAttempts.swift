import Domain
import Testing

/// In-memory `SignInAttemptStore`, keyed by the lowercased e-mail like the database. Unless the
/// test allows it to be used, every call records a test issue naming itself.
public actor InMemorySignInAttempts: SignInAttemptStore {
  private var records: [String: SignInAttempts] = [:]
  private let allowed: Bool

  /// No attempts yet; the store may be used when `allowingUse` is true.
  public init(allowingUse: Bool = false) { allowed = allowingUse }

  private func check(_ method: String) {
    if !allowed { Issue.record("InMemorySignInAttempts.\(method) called but not allowed") }
  }

  public func attempts(for email: String) -> SignInAttempts {
    check("attempts")
    return records[email.lowercased()] ?? .none
  }

  public func save(_ attempts: SignInAttempts, for email: String) {
    check("save")
    records[email.lowercased()] = attempts
  }

  public func reset(for email: String) {
    check("reset")
    records[email.lowercased()] = nil
  }
}
