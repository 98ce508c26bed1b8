import MediaDetail

/// Records every view model the presenter shows.
@MainActor final class SpyMediaDetailView: MediaDetailDisplaying {
  private(set) var shown: [MediaDetailViewModel] = []
  var last: MediaDetailViewModel? { shown.last }

  func display(_ viewModel: MediaDetailViewModel) { shown.append(viewModel) }
}

/// Records where the presenter asked to go.
@MainActor final class SpyMediaDetailRouter: MediaDetailRouting {
  enum Call: Equatable {
    case openAlbum(id: Int64)
    case leave
  }

  private(set) var calls: [Call] = []

  func openAlbum(id: Int64) { calls.append(.openAlbum(id: id)) }
  func leaveMediaItem() { calls.append(.leave) }
}
