import Filters

/// Records every view model the presenter shows.
@MainActor final class SpyFiltersView: FiltersDisplaying {
  private(set) var shown: [FiltersViewModel] = []
  var last: FiltersViewModel? { shown.last }

  func display(_ viewModel: FiltersViewModel) { shown.append(viewModel) }
}

/// Records where the presenter asked to go.
@MainActor final class SpyFiltersRouter: FiltersRouting {
  private(set) var wentBack = 0

  func leaveFilters() { wentBack += 1 }
}
