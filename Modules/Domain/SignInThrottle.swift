import Foundation

/// The failed sign-ins recorded for one e-mail address.
public struct SignInAttempts: Hashable, Sendable {
  /// Consecutive failures since the last success.
  public var failures: Int
  /// Until when further attempts are refused without checking the password.
  public var lockedUntil: Date?

  /// Creates a record.
  public init(failures: Int, lockedUntil: Date?) {
    self.failures = failures
    self.lockedUntil = lockedUntil
  }

  /// No failures.
  public static let none = SignInAttempts(failures: 0, lockedUntil: nil)
}

/// Remembers failed sign-ins per e-mail, across launches, whether or not the e-mail exists.
///
/// A port: `Sendable`, called from any task and possibly concurrently, so an implementation
/// guards its own state (an actor or a lock). The interactors that use it hold it strongly.
public protocol SignInAttemptStore: Sendable {
  /// The record for an e-mail (compared case-insensitively); `.none` when there is none.
  func attempts(for email: String) async throws -> SignInAttempts
  /// Replaces the record for an e-mail.
  func save(_ attempts: SignInAttempts, for email: String) async throws
  /// Forgets the record for an e-mail (after a successful sign-in).
  func reset(for email: String) async throws
}

/// How long sign-in is refused after repeated failures: nothing for the first
/// `allowedFailures`, then `initialDelay`, doubling with each further failure up to `maximumDelay`.
public struct SignInThrottlePolicy: Hashable, Sendable {
  /// Failures that cost nothing.
  public var allowedFailures = 5
  /// The first refusal's length, in seconds.
  public var initialDelay: TimeInterval = 30
  /// The longest refusal, in seconds.
  public var maximumDelay: TimeInterval = 15 * 60

  /// The product's policy: 5 failures, then 30 seconds doubling up to 15 minutes.
  public init() {}

  /// How long to refuse after `failures` consecutive failures; nil when not at all.
  public func delay(afterFailures failures: Int) -> TimeInterval? {
    guard failures >= allowedFailures else { return nil }
    let doublings = min(failures - allowedFailures, 32)
    return min(initialDelay * pow(2, Double(doublings)), maximumDelay)
  }
}
