/// Builds the queue screen's parts and wires them together.
public enum QueueModule {
  /// Wires an interactor over `dependencies` to a presenter for `view` and `router`, and returns
  /// the presenter. Nothing in the module keeps the presenter alive: the front end keeps it,
  /// `view` and `router` for as long as the screen is in use (the presenter holds the interactor
  /// strongly, the view and the router weakly).
  @MainActor public static func build(
    view: any QueueDisplaying, router: any QueueRouting, dependencies: QueueDependencies
  ) -> any QueuePresenting {
    let interactor = QueueInteractor(dependencies: dependencies)
    return QueuePresenter(
      interactor: interactor, view: view, router: router, language: dependencies.language)
  }
}
