import Domain
import Localization

/// The ports the profile screen needs.
public struct ProfileDependencies: Sendable {
  /// Who is signed in.
  public let currentUser: any CurrentUser
  /// Today's date, for the age.
  public let clock: any WallClock
  /// The language of every string on the screen.
  public let language: Language

  /// Creates the dependencies.
  public init(
    currentUser: any CurrentUser, clock: any WallClock, language: Language
  ) {
    self.currentUser = currentUser
    self.clock = clock
    self.language = language
  }
}

/// Builds the profile screen's parts and wires them.
public enum ProfileModule {
  /// Wires an interactor over `dependencies` to a presenter for `view` and `router`, and
  /// returns the presenter. Nothing in the module keeps the presenter alive: the front end keeps
  /// it, `view` and `router` for as long as the screen is in use (the presenter holds the
  /// interactor strongly, the view and the router weakly).
  @MainActor public static func build(
    view: any ProfileDisplaying, router: any ProfileRouting, dependencies: ProfileDependencies
  ) -> any ProfilePresenting {
    let interactor = ProfileInteractor(dependencies: dependencies)
    return ProfilePresenter(
      interactor: interactor, view: view, router: router, language: dependencies.language)
  }
}
