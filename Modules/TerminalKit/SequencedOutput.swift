/// Keeps a screen's output in order when some of it waits for covers: each write starts after the
/// previous one has finished, and the screen waits for all of them before it reads input.
@MainActor public final class SequencedOutput {
  private let console: any Console
  private var last: Task<Void, Never>?

  public init(console: any Console) { self.console = console }

  /// Writes `text` after everything already queued.
  public func write(_ text: String) {
    guard let previous = last else {
      console.write(text)
      return
    }
    write {
      await previous.value
      return text
    }
  }

  /// Writes what `make` produces, after everything already queued.
  public func write(_ make: @escaping @MainActor () async -> String) {
    let previous = last
    let console = console
    last = Task { @MainActor in
      await previous?.value
      let text = await make()
      if !text.isEmpty { console.write(text) }
    }
  }

  /// Waits until everything queued has been written.
  public func flush() async {
    await last?.value
    last = nil
  }
}
