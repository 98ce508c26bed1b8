/// The broad class of a failure; front ends map it to their own signal (the CLI to an exit code).
public enum FailureKind: String, Hashable, Sendable, Codable {
  /// Input that breaks a rule (a form field, a query); exit 65.
  case invalidInput
  /// The thing asked for does not exist; exit 66.
  case notFound
  /// A remote service cannot be used now; exit 69.
  case unavailable
  /// The local database failed; exit 74.
  case storage
  /// Temporarily refused; try again later; exit 75.
  case tryLater
  /// Not signed in, or wrong credentials; exit 77.
  case unauthorized
  /// Anything else; exit 1.
  case other
}

extension MusicLibraryError {
  /// The class of this failure.
  public var kind: FailureKind {
    switch self {
    case .emailTaken, .overLongEmail, .badRequest, .albumOutOfBounds, .libraryFull: .invalidInput
    case .wrongCredentials, .notSignedIn: .unauthorized
    case .tooManyAttempts, .rateLimited: .tryLater
    case .storage: .storage
    case .noConnection, .timeout, .untrustedCertificate, .serverError, .unexpectedResponse,
      .responseTooLarge:
      .unavailable
    case .notFound: .notFound
    case .unexpected, .cancelled: .other
    case .requestBudgetSpent: .tryLater
    case .notStoredOffline: .unavailable
    }
  }
}
