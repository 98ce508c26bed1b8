import Foundation

/// A catalog answer with where it came from, so a screen can say how old it is.
public struct CatalogAnswer<Value: Sendable>: Sendable {
  /// What the catalog (or the store in its place) answered.
  public let value: Value
  /// Where the answer came from.
  public let source: AnswerSource

  /// Creates an answer; `source` defaults to the network.
  public init(_ value: Value, source: AnswerSource = .network) {
    self.value = value
    self.source = source
  }

  /// The same source with `transform` applied to the value.
  public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows
    -> CatalogAnswer<Other>
  {
    CatalogAnswer<Other>(try transform(value), source: source)
  }
}

extension CatalogAnswer: Equatable where Value: Equatable {}

/// Where a catalog answer came from.
public enum AnswerSource: Hashable, Sendable {
  /// Fetched from the catalog for this request.
  case network
  /// Read from the answer store, younger than the maximum age: as good as fetched.
  case fresh(fetchedAt: Date)
  /// Read from the answer store past its maximum age because the catalog could not be asked.
  case stale(AnswerAge)

  /// The age to show beside the answer; nil unless it is stale.
  public var staleAge: AnswerAge? {
    if case .stale(let age) = self { age } else { nil }
  }
}

/// How old a stale answer is and why it was served: everything a screen needs to say "saved 3
/// hours ago — offline" without a clock of its own.
public struct AnswerAge: Hashable, Sendable {
  /// When the answer was fetched from the catalog.
  public let fetchedAt: Date
  /// When the store served it (the clock's reading), the "now" its age is counted to.
  public let servedAt: Date
  /// The time zone in which "yesterday" is reckoned.
  public let timeZone: TimeZone
  /// Why the catalog was not asked, or did not answer.
  public let reason: StaleReason

  /// Creates an age.
  public init(fetchedAt: Date, servedAt: Date, timeZone: TimeZone, reason: StaleReason) {
    self.fetchedAt = fetchedAt
    self.servedAt = servedAt
    self.timeZone = timeZone
    self.reason = reason
  }

  /// `fetchedAt` in ISO 8601, UTC, for documents (`"fetchedAt"`).
  public var fetchedAtText: String { fetchedAt.formatted(.iso8601) }
}

/// Why a stored answer was served past its maximum age.
public enum StaleReason: String, Hashable, Sendable, Codable {
  /// `--offline` (with nothing stored), no connection or no answer in time.
  case offline
  /// The catalog refused with its rate limit (HTTP 403 or 429), or the shared request budget
  /// is spent under `--no-wait`.
  case rateLimited
  /// The catalog failed with a server error (HTTP 5xx) or an answer that was not its JSON.
  case serverError
  /// The catalog answered that it has no such album any more: a copy the person saved answers.
  case notInCatalog

  /// The reason a failed fetch gives to serve the stored answer instead; nil for a failure
  /// that must reach the person (a bad request, not found, an unexpected error).
  public init?(failure: any Error) {
    switch failure as? MusicLibraryError {
    case .noConnection, .timeout: self = .offline
    case .notStoredOffline: self = .offline
    case .rateLimited, .requestBudgetSpent: self = .rateLimited
    case .serverError, .unexpectedResponse, .responseTooLarge: self = .serverError
    default: return nil
    }
  }
}
