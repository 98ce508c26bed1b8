import Domain

/// Builds the player screen's parts and wires them together.
public enum PlayerModule {
  /// Wires an interactor over `dependencies` to a presenter that starts what `request` asks for,
  /// for `view` and `router`, and returns the presenter. Nothing in the module keeps the
  /// presenter alive: the front end keeps it, `view` and `router` for as long as the screen is in
  /// use (the presenter holds the interactor strongly, the view and the router weakly).
  @MainActor public static func build(
    request: PlayerRequest, view: any PlayerDisplaying, router: any PlayerRouting,
    dependencies: PlayerDependencies
  ) -> any PlayerPresenting {
    PlayerPresenter(
      request: request, interactor: PlayerInteractor(dependencies: dependencies), view: view,
      router: router, language: dependencies.language)
  }
}
