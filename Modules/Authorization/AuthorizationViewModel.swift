import Localization

/// What the sign-in screen shows; every string is ready to print.
public struct AuthorizationViewModel: Equatable, Sendable, Codable {
  /// Screen title.
  public var title: String
  /// Label of the e-mail field.
  public var emailLabel: String
  /// Label of the password field.
  public var passwordLabel: String
  /// The e-mail to pre-fill, if any.
  public var email: String
  /// A request is running.
  public var isLoading: Bool
  /// Why the last attempt failed.
  public var failure: FailureNotice?
  /// The seconds until a locked-out e-mail may try again, when that is the failure (its message
  /// says them as they were), for a front end that counts them down.
  public var retryAfterSeconds: Int?
  /// "Signed in as … — press Enter to continue" when a session is already open (see
  /// `AuthorizationPresenting.loadOpenSession()`); an empty e-mail then continues as that user.
  public var openSession: String?

  /// Creates a view model.
  public init(
    title: String, emailLabel: String, passwordLabel: String, email: String,
    isLoading: Bool = false, failure: FailureNotice? = nil
  ) {
    self.title = title
    self.emailLabel = emailLabel
    self.passwordLabel = passwordLabel
    self.email = email
    self.isLoading = isLoading
    self.failure = failure
  }
}
