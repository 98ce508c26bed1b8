/// Builds the media search screen's parts and wires them together.
public enum MediaSearchModule {
  /// Wires an interactor over `dependencies` to a presenter for `view` and `router`, and returns
  /// the presenter. Nothing in the module keeps the presenter alive: the front end keeps it,
  /// `view` and `router` for as long as the screen is in use.
  @MainActor public static func build(
    view: any MediaSearchDisplaying, router: any MediaSearchRouting,
    dependencies: MediaSearchDependencies
  ) -> any MediaSearchPresenting {
    MediaSearchPresenter(
      interactor: MediaSearchInteractor(dependencies: dependencies),
      view: view, router: router, language: dependencies.language)
  }
}
