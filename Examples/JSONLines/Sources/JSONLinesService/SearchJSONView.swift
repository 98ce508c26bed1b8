import Search

/// The search screen of this front end: it keeps the last settled view model for the reply.
@MainActor final class SearchJSONView: SearchDisplaying {
  /// The last view model that was not a "searching…" one.
  private(set) var shown: SearchViewModel?

  func display(_ viewModel: SearchViewModel) {
    if !viewModel.isLoading { shown = viewModel }
  }
}
