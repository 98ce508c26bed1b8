import Domain
import History

/// Records every view model, and holds its presenter the way a real screen does.
@MainActor final class SpyHistoryView: HistoryDisplaying {
  var presenter: (any HistoryPresenting)?
  private(set) var shown: [HistoryViewModel] = []

  var last: HistoryViewModel? { shown.last }

  func display(_ viewModel: HistoryViewModel) {
    shown.append(viewModel)
  }
}

/// Records where the presenter asked to go.
@MainActor final class SpyHistoryRouter: HistoryRouting {
  enum Call: Equatable {
    case runSearch(query: String, kind: SearchKind)
    case backToSearch
  }

  private(set) var calls: [Call] = []

  func runSearch(query: String, kind: SearchKind) {
    calls.append(.runSearch(query: query, kind: kind))
  }
  func backToSearch() { calls.append(.backToSearch) }
}
