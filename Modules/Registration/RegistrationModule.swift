import Domain

/// Builds the registration screen's parts and wires them.
public enum RegistrationModule {
  /// Wires an interactor over `dependencies` to a presenter for `view` and `router`, and
  /// returns the presenter. Nothing in the module keeps the presenter alive: the front end keeps
  /// it, `view` and `router` for as long as the screen is in use (the presenter holds the
  /// interactor strongly, the view and the router weakly).
  @MainActor public static func build(
    view: any RegistrationDisplaying, router: any RegistrationRouting,
    dependencies: RegistrationDependencies
  ) -> any RegistrationPresenting {
    let interactor = RegistrationInteractor(dependencies: dependencies)
    return RegistrationPresenter(
      interactor: interactor, view: view, router: router, language: dependencies.language)
  }
}
