/// Builds the history screen's parts and wires them together.
public enum HistoryModule {
  /// Wires an interactor over `dependencies` to a presenter for `view` and `router`, and returns
  /// the presenter; the caller (the view) must keep it alive.
  @MainActor public static func build(
    view: any HistoryDisplaying, router: any HistoryRouting, dependencies: HistoryDependencies
  ) -> any HistoryPresenting {
    let interactor = HistoryInteractor(
      users: dependencies.users, session: dependencies.session, history: dependencies.history)
    return HistoryPresenter(
      interactor: interactor, view: view, router: router, clock: dependencies.clock,
      language: dependencies.language, listLimit: dependencies.listLimit)
  }
}
