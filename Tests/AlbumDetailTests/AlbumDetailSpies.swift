import AlbumDetail

/// Records every view model, and holds its presenter the way a real screen does.
@MainActor final class SpyAlbumDetailView: AlbumDetailDisplaying {
  var presenter: (any AlbumDetailPresenting)?
  private(set) var shown: [AlbumDetailViewModel] = []

  var last: AlbumDetailViewModel? { shown.last }

  func display(_ viewModel: AlbumDetailViewModel) {
    shown.append(viewModel)
  }
}

/// Records where the presenter asked to go.
@MainActor final class SpyAlbumDetailRouter: AlbumDetailRouting {
  enum Call: Equatable {
    case backToResults
    case openProfile
    case openHistory
    case didSignOut
    case openPlayer(albumID: Int64, trackNumber: Int, disc: Int?)
    case openAlbum(id: Int64)
    case albumDidNotOpen
  }

  private(set) var calls: [Call] = []

  func backToResults() { calls.append(.backToResults) }
  func openProfile() { calls.append(.openProfile) }
  func openHistory() { calls.append(.openHistory) }
  func didSignOut() { calls.append(.didSignOut) }
  func openAlbum(id: Int64) { calls.append(.openAlbum(id: id)) }
  func albumDidNotOpen() { calls.append(.albumDidNotOpen) }
  func openPlayer(albumID: Int64, trackNumber: Int, disc: Int?) {
    calls.append(.openPlayer(albumID: albumID, trackNumber: trackNumber, disc: disc))
  }
}
