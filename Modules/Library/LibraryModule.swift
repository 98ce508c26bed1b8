/// Builds the library screen's parts and wires them together.
public enum LibraryModule {
  /// Wires an interactor over `dependencies` to a presenter for `view` and `router`, and
  /// returns the presenter. Nothing in the module keeps the presenter alive: the front end keeps
  /// it, `view` and `router` for as long as the screen is in use (the presenter holds the
  /// interactor strongly, the view and the router weakly).
  @MainActor public static func build(
    view: any LibraryDisplaying, router: any LibraryRouting, dependencies: LibraryDependencies
  ) -> any LibraryPresenting {
    let interactor = LibraryInteractor(dependencies: dependencies)
    return LibraryPresenter(
      interactor: interactor, view: view, router: router, clock: dependencies.clock,
      language: dependencies.language)
  }
}
