import Domain

/// Builds the registration screen's parts and wires them.
public enum RegistrationModule {
  /// Returns the presenter the view should call; it holds the view and the router weakly.
  @MainActor public static func build(
    view: any RegistrationDisplaying, router: any RegistrationRouting,
    dependencies: RegistrationDependencies
  ) -> any RegistrationPresenting {
    let interactor = RegistrationInteractor(
      users: dependencies.users, hasher: dependencies.hasher, clock: dependencies.clock,
      defaultPhoneRegion: dependencies.defaultPhoneRegion)
    return RegistrationPresenter(
      interactor: interactor, view: view, router: router, language: dependencies.language)
  }
}
