import Authorization
import Registration

/// Records where a one-shot subcommand's screen wanted to go.
@MainActor final class OneShotRouter: AuthorizationRouting, RegistrationRouting, ProfileRouting {
  enum Event: Equatable {
    case signedIn
    case registered(email: String)
    case signedOut
    case other
  }

  private(set) var events: [Event] = []

  func didSignIn() { events.append(.signedIn) }
  func openRegistration() { events.append(.other) }
  func didRegister(email: String) { events.append(.registered(email: email)) }
  func openSignIn() { events.append(.other) }
  func didSignOut() { events.append(.signedOut) }
}
