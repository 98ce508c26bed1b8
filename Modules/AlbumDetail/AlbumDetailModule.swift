/// Builds the album screen's parts and wires them together.
public enum AlbumDetailModule {
  /// Wires an interactor over `dependencies` to a presenter of album `albumID` for `view` and
  /// `router`, and
  /// returns the presenter. Nothing in the module keeps the presenter alive: the front end keeps
  /// it, `view` and `router` for as long as the screen is in use (the presenter holds the
  /// interactor strongly, the view and the router weakly).
  @MainActor public static func build(
    albumID: Int64, view: any AlbumDetailDisplaying, router: any AlbumDetailRouting,
    dependencies: AlbumDetailDependencies
  ) -> any AlbumDetailPresenting {
    let interactor = AlbumDetailInteractor(dependencies: dependencies)
    return AlbumDetailPresenter(
      albumID: albumID, interactor: interactor, view: view, router: router,
      language: dependencies.language)
  }
}
