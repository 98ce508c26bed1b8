import MediaSearch

/// Records every view model the presenter shows.
@MainActor final class SpyMediaSearchView: MediaSearchDisplaying {
  private(set) var shown: [MediaSearchViewModel] = []
  var last: MediaSearchViewModel? { shown.last }

  func display(_ viewModel: MediaSearchViewModel) { shown.append(viewModel) }
}

/// Records where the presenter asked to go.
@MainActor final class SpyMediaSearchRouter: MediaSearchRouting {
  enum Call: Equatable {
    case openMediaItem(id: Int64)
    case openFilters
    case backToSearch
  }

  private(set) var calls: [Call] = []

  func openMediaItem(id: Int64) { calls.append(.openMediaItem(id: id)) }
  func openFilters() { calls.append(.openFilters) }
  func backToSearch() { calls.append(.backToSearch) }
}
