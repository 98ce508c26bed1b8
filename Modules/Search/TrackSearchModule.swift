/// Builds the track search screen's parts and wires them together.
public enum TrackSearchModule {
  /// Wires an interactor over `dependencies` to a presenter for `view` and `router`, and returns
  /// the presenter; the caller (the view) must keep it alive.
  @MainActor public static func build(
    view: any TrackSearchDisplaying, router: any TrackSearchRouting,
    dependencies: SearchDependencies
  ) -> any TrackSearchPresenting {
    let interactor = TrackSearchInteractor(
      users: dependencies.users, session: dependencies.session, catalog: dependencies.catalog,
      options: dependencies.options)
    return TrackSearchPresenter(
      interactor: interactor, view: view, router: router, language: dependencies.language)
  }
}
