import Search

/// Records every view model, and holds its presenter the way a real screen does.
@MainActor final class SpySearchView: SearchDisplaying {
  var presenter: (any SearchPresenting)?
  private(set) var shown: [SearchViewModel] = []

  var last: SearchViewModel? { shown.last }

  func display(_ viewModel: SearchViewModel) {
    shown.append(viewModel)
  }
}

/// Records where the presenter asked to go.
@MainActor final class SpySearchRouter: SearchRouting {
  enum Call: Equatable {
    case openAlbum(id: Int64)
    case openProfile
    case openHistory
    case openLibrary
    case openTrackSearch(query: String)
    case didSignOut
    case openFilters
    case openMediaSearch(query: String)
  }

  private(set) var calls: [Call] = []

  func openAlbum(id: Int64) { calls.append(.openAlbum(id: id)) }
  func openProfile() { calls.append(.openProfile) }
  func openHistory() { calls.append(.openHistory) }
  func openLibrary() { calls.append(.openLibrary) }
  func openTrackSearch(query: String) { calls.append(.openTrackSearch(query: query)) }
  func didSignOut() { calls.append(.didSignOut) }
  func openFilters() { calls.append(.openFilters) }
  func openMediaSearch(query: String) { calls.append(.openMediaSearch(query: query)) }
}
