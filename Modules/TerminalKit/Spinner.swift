/// A one-line spinner redrawn in place until stopped.
@MainActor final class Spinner {
  private var task: Task<Void, Never>?
  private let draw: @MainActor (String) -> Void

  init(label: String, draw: @escaping @MainActor (String) -> Void) {
    self.draw = draw
    task = Task { @MainActor in
      var index = 0
      while !Task.isCancelled {
        draw("\r\(SpinnerFrames.frame(index)) \(label)")
        index += 1
        try? await Task.sleep(for: .milliseconds(100))
      }
    }
  }

  func stop() {
    task?.cancel()
    task = nil
    draw("\r\u{1B}[2K")
  }
}
