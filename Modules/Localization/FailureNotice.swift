import Domain

/// A failure as a screen shows it: a stable code for scripts, a message for people, and its kind.
public struct FailureNotice: Hashable, Sendable, Codable {
  /// Stable camelCase code, e.g. `rateLimited`.
  public let code: String
  /// The localized message.
  public let message: String
  /// The class of failure, which front ends map to an exit code.
  public let kind: FailureKind
  /// The seconds until trying again makes sense, for a spent request budget
  /// (`MusicLibraryError.requestBudgetSpent`); nil for every other failure.
  public private(set) var retryAfterSeconds: Int? = nil

  /// Creates a notice from its parts (used for feature-level validation failures).
  public init(code: String, message: String, kind: FailureKind) {
    self.code = code
    self.message = message
    self.kind = kind
  }

  /// The notice for a domain error, in the localizer's language.
  public init(_ error: MusicLibraryError, localizer: Localizer) {
    self.init(code: error.code, message: localizer.message(for: error), kind: error.kind)
    if case .requestBudgetSpent(let seconds) = error { retryAfterSeconds = max(seconds, 1) }
  }
}
