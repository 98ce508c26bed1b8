import AlbumDetail

/// The album screen of this front end: it keeps the last settled view model for the reply.
@MainActor final class AlbumJSONView: AlbumDetailDisplaying {
  /// The last view model that was not a "loading…" one.
  private(set) var shown: AlbumDetailViewModel?

  func display(_ viewModel: AlbumDetailViewModel) {
    if !viewModel.isLoading { shown = viewModel }
  }
}
