import Domain

/// Builds the sign-in screen's parts and wires them.
public enum AuthorizationModule {
  /// Wires an interactor over `dependencies` to a presenter for `view` and `router`, and
  /// returns the presenter. Nothing in the module keeps the presenter alive: the front end keeps
  /// it, `view` and `router` for as long as the screen is in use (the presenter holds the
  /// interactor strongly, the view and the router weakly).
  @MainActor public static func build(
    view: any AuthorizationDisplaying, router: any AuthorizationRouting,
    dependencies: AuthorizationDependencies
  ) -> any AuthorizationPresenting {
    let interactor = AuthorizationInteractor(dependencies: dependencies)
    return AuthorizationPresenter(
      interactor: interactor, view: view, router: router, language: dependencies.language)
  }
}
