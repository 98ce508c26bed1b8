import Domain
import Queue

/// Records every view model.
@MainActor final class SpyQueueView: QueueDisplaying {
  private(set) var shown: [QueueViewModel] = []

  var last: QueueViewModel? { shown.last }
  /// The titles of the last rows shown, with the current one marked `*`.
  var titles: [String] { (last?.rows ?? []).map { ($0.isCurrent ? "*" : "") + $0.title } }

  func display(_ viewModel: QueueViewModel) {
    shown.append(viewModel)
  }

  /// Waits (yielding to the main actor) until the last view model satisfies `condition`.
  func waitUntil(_ condition: (QueueViewModel) -> Bool) async -> Bool {
    for _ in 0..<500 {
      if let last, condition(last) { return true }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return false
  }
}

/// Records where the presenter asked to go.
@MainActor final class SpyQueueRouter: QueueRouting {
  private(set) var routes: [String] = []

  func openPlayer() { routes.append("player") }
  func leaveQueue() { routes.append("back") }
}
