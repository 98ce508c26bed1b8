import Queue

extension ScreenFactory {
  /// The queue screen of the run's playback.
  public func queue(view: any QueueDisplaying, router: any QueueRouting) -> any QueuePresenting {
    QueueModule.build(
      view: view, router: router,
      dependencies: QueueDependencies(
        currentUser: services.currentUser, catalog: services.albumCatalog, session: playback,
        language: configuration.language, country: searchOptions.country))
  }
}
