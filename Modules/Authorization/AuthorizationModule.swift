import Domain

/// Builds the sign-in screen's parts and wires them.
public enum AuthorizationModule {
  /// Returns the presenter the view should call; it holds the view and the router weakly.
  @MainActor public static func build(
    view: any AuthorizationDisplaying, router: any AuthorizationRouting,
    dependencies: AuthorizationDependencies
  ) -> any AuthorizationPresenting {
    let interactor = AuthorizationInteractor(
      users: dependencies.users, session: dependencies.session, hasher: dependencies.hasher,
      attempts: dependencies.attempts, clock: dependencies.clock)
    return AuthorizationPresenter(
      interactor: interactor, view: view, router: router, language: dependencies.language)
  }
}
