/// Builds the track search screen's parts and wires them together.
public enum TrackSearchModule {
  /// Wires an interactor over `dependencies` to a presenter for `view` and `router`, and
  /// returns the presenter. Nothing in the module keeps the presenter alive: the front end keeps
  /// it, `view` and `router` for as long as the screen is in use (the presenter holds the
  /// interactor strongly, the view and the router weakly).
  @MainActor public static func build(
    view: any TrackSearchDisplaying, router: any TrackSearchRouting,
    dependencies: SearchDependencies
  ) -> any TrackSearchPresenting {
    let interactor = TrackSearchInteractor(dependencies: dependencies)
    return TrackSearchPresenter(
      interactor: interactor, view: view, router: router, language: dependencies.language)
  }
}
