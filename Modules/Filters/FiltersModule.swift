/// Builds the filters screen's parts and wires them together.
public enum FiltersModule {
  /// Wires an interactor over `dependencies` to a presenter for `view` and `router`, and returns
  /// the presenter. Nothing in the module keeps the presenter alive: the front end keeps it,
  /// `view` and `router` for as long as the screen is in use.
  @MainActor public static func build(
    view: any FiltersDisplaying, router: any FiltersRouting, dependencies: FiltersDependencies
  ) -> any FiltersPresenting {
    FiltersPresenter(
      interactor: FiltersInteractor(dependencies: dependencies),
      view: view, router: router, language: dependencies.language)
  }
}
