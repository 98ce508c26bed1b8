import Authorization
import Domain
import Registration
import TextUI

/// Runs the interactive app: builds each screen's module, and implements every router by
/// turning intents into the next route. Only identifiers travel between screens.
@MainActor final class AppCoordinator {
  enum Route: Equatable {
    case signIn(email: String?)
    case signUp
    case home
  }

  private let console: any Console
  private let services: LiveServices
  private let configuration: AppConfiguration
  private var pending: Route?

  init(console: any Console, services: LiveServices, configuration: AppConfiguration) {
    self.console = console
    self.services = services
    self.configuration = configuration
  }

  /// Runs screens until the user quits or input ends.
  func run() async throws -> ExitCode {
    var route: Route =
      try await services.session.currentUserID() == nil ? .signIn(email: nil) : .home
    while true {
      pending = nil
      guard await show(route), let next = pending else { return .success }
      route = next
    }
  }

  /// Shows one screen until it routes away (true) or the user quits / input ends (false).
  private func show(_ route: Route) async -> Bool {
    let isDone = { [unowned self] in self.pending != nil }
    switch route {
    case .signIn(let email):
      let view = AuthorizationTextView(console: console)
      let presenter = AuthorizationModule.build(
        view: view, router: self,
        dependencies: AuthorizationDependencies(
          users: services.users, session: services.session, hasher: services.hasher,
          language: configuration.language))
      presenter.viewDidLoad(email: email)
      return await view.run(presenter: presenter, isDone: isDone)
    case .signUp:
      let view = RegistrationTextView(console: console)
      let presenter = RegistrationModule.build(
        view: view, router: self,
        dependencies: RegistrationDependencies(
          users: services.users, hasher: services.hasher, clock: services.clock,
          defaultPhoneRegion: configuration.phoneRegion, language: configuration.language))
      presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    case .home:
      let view = ProfileTextView(console: console)
      let presenter = ProfileModule.build(
        view: view, router: self,
        dependencies: ProfileDependencies(
          users: services.users, session: services.session, clock: services.clock,
          language: configuration.language))
      await presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    }
  }
}

// MARK: - AuthorizationRouting
extension AppCoordinator: AuthorizationRouting {
  func didSignIn() { pending = .home }
  func openRegistration() { pending = .signUp }
}

// MARK: - RegistrationRouting
extension AppCoordinator: RegistrationRouting {
  func didRegister(email: String) { pending = .signIn(email: email) }
  func openSignIn() { pending = .signIn(email: nil) }
}

// MARK: - ProfileRouting
extension AppCoordinator: ProfileRouting {
  func didSignOut() { pending = .signIn(email: nil) }
}
