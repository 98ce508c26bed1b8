import Domain

/// Builds the player screen's parts and wires them together.
public enum PlayerModule {
  /// Wires an interactor over `dependencies` to a presenter of track `trackNumber` (on `disc`,
  /// else the first disc that has it) of album `albumID`, for `view` and `router`, and
  /// returns the presenter. Nothing in the module keeps the presenter alive: the front end keeps
  /// it, `view` and `router` for as long as the screen is in use (the presenter holds the
  /// interactor strongly, the view and the router weakly). `fallback`, the track as a track
  /// search found it, plays alone from its own preview when the album cannot be looked up.
  @MainActor public static func build(
    albumID: Int64, trackNumber: Int, disc: Int?, view: any PlayerDisplaying,
    router: any PlayerRouting, dependencies: PlayerDependencies, fallback: TrackSummary? = nil
  ) -> any PlayerPresenting {
    let interactor = PlayerInteractor(dependencies: dependencies)
    return PlayerPresenter(
      albumID: albumID, trackNumber: trackNumber, disc: disc, interactor: interactor, view: view,
      router: router, language: dependencies.language, fallback: fallback)
  }
}
