import Domain
import PlaybackModel
import Player

/// Records every view model, and holds its presenter the way a real screen does.
@MainActor final class SpyPlayerView: PlayerDisplaying {
  var presenter: (any PlayerPresenting)?
  private(set) var shown: [PlayerViewModel] = []

  var last: PlayerViewModel? { shown.last }
  var states: [PlaybackState] { shown.map(\.state) }

  func display(_ viewModel: PlayerViewModel) {
    shown.append(viewModel)
  }

  /// Waits (yielding to the main actor) until the last view model satisfies `condition`.
  func waitUntil(_ condition: (PlayerViewModel) -> Bool) async -> Bool {
    for _ in 0..<500 {
      if let last, condition(last) { return true }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return false
  }
}

/// Records where the presenter asked to go.
@MainActor final class SpyPlayerRouter: PlayerRouting {
  enum Call: Equatable {
    case leavePlayer
    case openQueue
  }

  private(set) var calls: [Call] = []

  func leavePlayer() { calls.append(.leavePlayer) }
  func openQueue() { calls.append(.openQueue) }
}
