import AlbumDetail
import Authorization
import Domain
import Registration
import Search
import TextUI

/// Runs the interactive app: builds each screen's module, and implements every router by
/// turning intents into the next route. Only identifiers travel between screens.
@MainActor final class AppCoordinator {
  enum Route: Equatable {
    case signIn(email: String?)
    case signUp
    case search
    case album(id: Int64)
    case profile
  }

  private let console: any Console
  private let services: LiveServices
  private let configuration: AppConfiguration
  private var pending: Route?
  /// The search screen outlives album and profile visits, so "back" shows the same results.
  private var searchScreen: (view: SearchTextView, presenter: any SearchPresenting)?

  init(console: any Console, services: LiveServices, configuration: AppConfiguration) {
    self.console = console
    self.services = services
    self.configuration = configuration
  }

  /// Runs screens until the user quits or input ends.
  func run() async throws -> ExitCode {
    var route: Route =
      try await services.session.currentUserID() == nil ? .signIn(email: nil) : .search
    while true {
      pending = nil
      guard await show(route), let next = pending else { return .success }
      route = next
    }
  }

  /// Shows one screen until it routes away (true) or the user quits / input ends (false).
  private func show(_ route: Route) async -> Bool {
    let isDone = { [unowned self] in self.pending != nil }
    let language = configuration.language
    switch route {
    case .signIn(let email):
      searchScreen = nil
      let view = AuthorizationTextView(console: console)
      let presenter = AuthorizationModule.build(
        view: view, router: self,
        dependencies: AuthorizationDependencies(
          users: services.users, session: services.session, hasher: services.hasher,
          attempts: services.attempts, clock: services.clock,
          language: language))
      presenter.viewDidLoad(email: email)
      return await view.run(presenter: presenter, isDone: isDone)
    case .signUp:
      let view = RegistrationTextView(console: console)
      let presenter = RegistrationModule.build(
        view: view, router: self,
        dependencies: RegistrationDependencies(
          users: services.users, hasher: services.hasher, clock: services.clock,
          defaultPhoneRegion: configuration.phoneRegion, language: language))
      presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    case .search:
      if let (view, presenter) = searchScreen {
        view.redisplay()
        return await view.run(presenter: presenter, isDone: isDone)
      }
      let view = SearchTextView(console: console)
      let presenter = SearchModule.build(
        view: view, router: self,
        dependencies: SearchDependencies(
          users: services.users, session: services.session, catalog: services.catalog,
          language: language, options: SearchOptions()))
      searchScreen = (view, presenter)
      await presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    case .album(let id):
      let view = AlbumDetailTextView(console: console)
      let presenter = AlbumDetailModule.build(
        albumID: id, view: view, router: self,
        dependencies: AlbumDetailDependencies(
          users: services.users, session: services.session, catalog: services.catalog,
          language: language, country: SearchOptions().country))
      await presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    case .profile:
      let view = ProfileTextView(console: console)
      let presenter = ProfileModule.build(
        view: view, router: self,
        dependencies: ProfileDependencies(
          users: services.users, session: services.session, clock: services.clock,
          language: language))
      await presenter.viewDidLoad()
      return await view.run(presenter: presenter, isDone: isDone)
    }
  }
}

// MARK: - AuthorizationRouting
extension AppCoordinator: AuthorizationRouting {
  func didSignIn() { pending = .search }
  func openRegistration() { pending = .signUp }
}

// MARK: - RegistrationRouting
extension AppCoordinator: RegistrationRouting {
  func didRegister(email: String) { pending = .signIn(email: email) }
  func openSignIn() { pending = .signIn(email: nil) }
}

// MARK: - SearchRouting, AlbumDetailRouting, ProfileRouting
extension AppCoordinator: SearchRouting, AlbumDetailRouting, ProfileRouting {
  func openAlbum(id: Int64) { pending = .album(id: id) }
  func openProfile() { pending = .profile }
  func didSignOut() { pending = .signIn(email: nil) }
  func backToResults() { pending = .search }
  func openSearch() { pending = .search }
}
