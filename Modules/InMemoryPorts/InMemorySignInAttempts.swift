import Domain

/// In-memory `SignInAttemptStore`, keyed by the lowercased e-mail like the database; an observer
/// given at creation is told of every call.
public actor InMemorySignInAttempts: SignInAttemptStore {
  private var records: [String: SignInAttempts] = [:]
  private let observer: CallObserver?

  /// No attempts yet; `observer` is told of every call.
  public init(observingCalls observer: CallObserver? = nil) { self.observer = observer }

  private func check(_ method: String) { observer?(method) }

  /// The failed attempts recorded for this e-mail.
  public func attempts(for email: String) -> SignInAttempts {
    check("attempts")
    return records[email.lowercased()] ?? .none
  }

  /// Records the attempts for this e-mail.
  public func save(_ attempts: SignInAttempts, for email: String) {
    check("save")
    records[email.lowercased()] = attempts
  }

  /// Forgets the attempts for this e-mail.
  public func reset(for email: String) {
    check("reset")
    records[email.lowercased()] = nil
  }
}
