/// Builds the item page's parts and wires them together.
public enum MediaDetailModule {
  /// Wires an interactor over `dependencies` to a presenter for item `id`, `view` and `router`,
  /// and returns the presenter. Nothing in the module keeps the presenter alive: the front end
  /// keeps it, `view` and `router` for as long as the screen is in use.
  @MainActor public static func build(
    id: Int64, view: any MediaDetailDisplaying, router: any MediaDetailRouting,
    dependencies: MediaDetailDependencies
  ) -> any MediaDetailPresenting {
    MediaDetailPresenter(
      id: id,
      interactor: MediaDetailInteractor(dependencies: dependencies),
      view: view, router: router, language: dependencies.language)
  }
}
