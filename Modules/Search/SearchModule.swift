/// Builds the search screen's parts and wires them together.
public enum SearchModule {
  /// Wires an interactor over `dependencies` to a presenter for `view` and `router`, and returns
  /// the presenter; the caller (the view) must keep it alive.
  @MainActor public static func build(
    view: any SearchDisplaying, router: any SearchRouting, dependencies: SearchDependencies
  ) -> any SearchPresenting {
    let interactor = SearchInteractor(
      users: dependencies.users, session: dependencies.session, catalog: dependencies.catalog,
      history: dependencies.history, clock: dependencies.clock, options: dependencies.options,
      locale: dependencies.language.locale)
    return SearchPresenter(
      interactor: interactor, view: view, router: router, language: dependencies.language)
  }
}
