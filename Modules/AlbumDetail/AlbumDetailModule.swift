/// Builds the album screen's parts and wires them together.
public enum AlbumDetailModule {
  /// Wires an interactor over `dependencies` to a presenter of album `albumID` for `view` and
  /// `router`, and returns the presenter; the caller (the view) must keep it alive.
  @MainActor public static func build(
    albumID: Int64, view: any AlbumDetailDisplaying, router: any AlbumDetailRouting,
    dependencies: AlbumDetailDependencies
  ) -> any AlbumDetailPresenting {
    let interactor = AlbumDetailInteractor(
      users: dependencies.users, session: dependencies.session, catalog: dependencies.catalog,
      country: dependencies.country)
    return AlbumDetailPresenter(
      albumID: albumID, interactor: interactor, view: view, router: router,
      language: dependencies.language)
  }
}
