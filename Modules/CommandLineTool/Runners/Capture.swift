import AlbumDetail
import Authorization
import Filters
import History
import Library
import MediaDetail
import MediaSearch
import Registration
import Search
import TerminalKit
import TextRenderers

/// A view that keeps the last view model it was given, for one-shot subcommands.
@MainActor final class Capture<Model> {
  private(set) var last: Model?
  private let console: any Console

  init(console: any Console) { self.console = console }

  func keep(_ model: Model, loading: Bool, label: String) {
    console.showProgress(loading ? label : nil)
    if !loading { last = model }
  }
}

extension Capture: AuthorizationDisplaying where Model == AuthorizationViewModel {
  func display(_ viewModel: AuthorizationViewModel) {
    keep(viewModel, loading: viewModel.isLoading, label: viewModel.title + "…")
  }
}

extension Capture: ProfileDisplaying where Model == ProfileViewModel {
  func display(_ viewModel: ProfileViewModel) {
    keep(viewModel, loading: false, label: viewModel.title)
  }
}

extension Capture: RegistrationDisplaying where Model == RegistrationViewModel {
  func display(_ viewModel: RegistrationViewModel) {
    keep(viewModel, loading: viewModel.isLoading, label: viewModel.title + "…")
  }
}

extension Capture: SearchDisplaying where Model == SearchViewModel {
  func display(_ viewModel: SearchViewModel) {
    keep(viewModel, loading: viewModel.isLoading, label: viewModel.message ?? viewModel.title)
  }
}

extension Capture: AlbumDetailDisplaying where Model == AlbumDetailViewModel {
  func display(_ viewModel: AlbumDetailViewModel) {
    keep(viewModel, loading: viewModel.isLoading, label: viewModel.message ?? "")
  }
}

extension Capture: TrackSearchDisplaying where Model == TrackSearchViewModel {
  func display(_ viewModel: TrackSearchViewModel) {
    keep(viewModel, loading: viewModel.isLoading, label: viewModel.message ?? viewModel.title)
  }
}

extension Capture: HistoryDisplaying where Model == HistoryViewModel {
  func display(_ viewModel: HistoryViewModel) {
    keep(viewModel, loading: false, label: viewModel.title)
  }
}

extension Capture: LibraryDisplaying where Model == LibraryViewModel {
  func display(_ viewModel: LibraryViewModel) {
    keep(viewModel, loading: false, label: viewModel.title)
  }
}
extension Capture: FiltersDisplaying where Model == FiltersViewModel {
  func display(_ viewModel: FiltersViewModel) {
    keep(viewModel, loading: false, label: viewModel.title)
  }
}

extension Capture: MediaSearchDisplaying where Model == MediaSearchViewModel {
  func display(_ viewModel: MediaSearchViewModel) {
    keep(viewModel, loading: viewModel.isLoading, label: viewModel.message ?? viewModel.title)
  }
}

extension Capture: MediaDetailDisplaying where Model == MediaDetailViewModel {
  func display(_ viewModel: MediaDetailViewModel) {
    keep(viewModel, loading: viewModel.isLoading, label: viewModel.message ?? "…")
  }
}
