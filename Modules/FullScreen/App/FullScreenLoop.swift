import TerminalFrames
import TerminalKit

#if canImport(Glibc)
  import Glibc
#endif

/// The event loop: waits for keys, resizes and signals, hands keys to the coordinator and
/// writes a frame whenever something changed, as the cells that changed. Nothing polls: a
/// frame is drawn when a key, a result or a player tick asks for one, and the spinner ticks only
/// while a request is in flight.
@MainActor final class FullScreenLoop {
  let coordinator: PaneCoordinator
  private let theme: Theme
  private let write: (String) -> Void
  private let size: () -> (columns: Int, rows: Int)
  private var shown: FrameBuffer?
  private var frameDue = false
  private var lastFrame = ContinuousClock.now
  private var spinner: Task<Void, Never>?
  private var composer: ScreenComposer

  init(
    coordinator: PaneCoordinator, theme: Theme, write: @escaping (String) -> Void,
    size: @escaping () -> (columns: Int, rows: Int)
  ) {
    self.coordinator = coordinator
    self.theme = theme
    self.write = write
    self.size = size
    composer = ScreenComposer(coordinator: coordinator)
    coordinator.onChange = { [weak self] in self?.setNeedsFrame() }
  }

  /// Runs until the person quits or a signal ends the run; returns that signal (SIGINT for
  /// Ctrl-C, nil for a quit or the input closing). `ending` is the signal that asked to end,
  /// known before its event. Throws the stores' failure when they cannot say who is signed in.
  @discardableResult
  func run(
    events: AsyncStream<TerminalEvent>, ending: () -> Int32? = { nil }, suspend: () -> Void
  ) async throws -> Int32? {
    draw()
    try await coordinator.start()
    draw()
    var signal: Int32?
    for await event in events {
      if let early = ending() {
        signal = early
        coordinator.quit()
        break
      }
      switch event {
      case .key(.suspend):
        suspend()
        shown = nil
      case .key(.redraw), .resumed:
        shown = nil
        // A refresh also follows a sign-out made elsewhere meanwhile.
        Task { await coordinator.sessionEndedElsewhere() }
      case .resize:
        shown = nil
      case .key(let key):
        coordinator.handle(key)
      case .terminate(let ending):
        signal = ending
        coordinator.quit()
      }
      if coordinator.isQuitting { break }
      draw()
    }
    spinner?.cancel()
    return signal ?? (coordinator.wasInterrupted ? SIGINT : nil)
  }

  private func setNeedsFrame() {
    followSpinner()
    guard !frameDue else { return }
    frameDue = true
    Task { @MainActor [weak self] in
      guard let self, self.frameDue else { return }
      self.draw()
    }
  }

  /// Writes the frame as it now stands, only what changed since the last one.
  func draw() {
    frameDue = false
    let (columns, rows) = size()
    let frame = composer.frame(width: columns, height: rows)
    let bytes = FrameDiff.update(from: shown, to: frame, theme: theme)
    if !bytes.isEmpty {
      write(bytes)
      lastFrame = .now
    }
    shown = frame
  }

  private func followSpinner() {
    guard coordinator.isBusy, spinner == nil else { return }
    spinner = Task { @MainActor [weak self] in
      while let self, self.coordinator.isBusy, !Task.isCancelled {
        // The spinner turns 0.4 s after the last frame, whatever drew it: with the frames that
        // results and keys ask for, a second stays within its four frames.
        let due = self.lastFrame.advanced(by: Self.spinnerPeriod)
        if ContinuousClock.now >= due {
          self.composer.spinnerTick += 1
          self.draw()
          self.lastFrame = .now  // also when the spinner is hidden and nothing was written
          continue
        }
        try? await Task.sleep(until: due, clock: .continuous)
      }
      self?.spinner = nil
      self?.setNeedsFrame()
    }
  }

  static let spinnerPeriod = Duration.milliseconds(400)
}
