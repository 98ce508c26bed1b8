import AdapterPorts
import Domain
import Foundation
import PlaybackModel

/// A `PreviewPlayer` that downloads each preview through the app's `HTTPTransport` (its
/// deadline, size cap, redirect and scheme rules, `User-Agent` and cancellation) into a private
/// file, then hands the wrapped player that local file, so the player itself never touches the
/// network. Only a body that starts like an audio file (`AudioSignature`) is saved and played;
/// its file's name, `preview-N`, takes nothing from the URL. Offline, nothing is downloaded.
///
/// The files live in one directory of mode 0700 made on the first `load` (files 0600); a file
/// is removed when another preview replaces it, on `stop()`, and the directory at `shutdown()`.
/// Making the player sweeps the directories that killed runs left (`PreviewLeftovers`).
/// Another `load`, `stop()`, `shutdown()` or the caller's cancellation cancels a download at once.
public actor DownloadingPreviewPlayer: PreviewPlayer {
  private let player: any PreviewPlayer
  private let transport: any HTTPTransport
  private let parent: URL
  private let offline: Bool
  private var directory: PreviewDirectory?
  private var download: Task<HTTPResponse, any Error>?
  /// The preview fetched ahead of its `load` (the queue's next), until that load takes it.
  private var ahead: (url: URL, fetch: Task<HTTPResponse, any Error>)?
  private var file: URL?
  /// Counts loads and stops, so that a load overtaken while it waited gives up.
  private var generation = 0

  /// Wraps `player`; previews are fetched with `transport` into a directory made under `parent`
  /// (the system's temporary directory by default); when `offline`, every load fails with
  /// `PreviewFailure.offline` and nothing is fetched. Given the time `now`, it first sweeps the
  /// preview directories killed runs left there (`PreviewLeftovers`).
  public init(
    wrapping player: any PreviewPlayer, transport: any HTTPTransport,
    directory parent: URL = FileManager.default.temporaryDirectory, offline: Bool = false,
    sweepingAt now: Date? = nil
  ) {
    self.player = player
    self.transport = transport
    self.parent = parent
    self.offline = offline
    if let now { PreviewLeftovers.sweep(parent, now: now) }
  }

  /// The file the current preview plays from, if any (for tests and diagnostics).
  public var currentFile: URL? { file }

  // MARK: - PreviewPlayer

  public func load(_ url: URL) async throws {
    let mine = await replaceCurrent()
    if offline { throw PreviewFailure.offline }
    guard mine == generation else { throw CancellationError() }
    let fetch: Task<HTTPResponse, any Error>
    if let ahead, ahead.url == url {
      fetch = ahead.fetch
    } else {
      ahead?.fetch.cancel()
      fetch = Task { [transport] in try await transport.get(url, headers: [:]) }
    }
    ahead = nil
    download = fetch
    let response: HTTPResponse
    do {
      response = try await withTaskCancellationHandler {
        try await fetch.value
      } onCancel: {
        fetch.cancel()
      }
    } catch {
      guard mine == generation, !Task.isCancelled, !(error is CancellationError) else {
        throw CancellationError()
      }
      download = nil
      throw Self.failure(for: error)
    }
    guard mine == generation, !Task.isCancelled else { throw CancellationError() }
    download = nil
    guard (200..<300).contains(response.status), AudioSignature.isAudio(response.body) else {
      throw PreviewFailure.loadFailed
    }
    let written: URL
    do {
      if directory == nil { directory = try PreviewDirectory(under: parent) }
      written = try directory!.write(response.body, named: "preview-\(mine)")
    } catch {
      throw PreviewFailure.playerFailed("the preview could not be saved: \(error)")
    }
    file = written
    try await player.load(written)
  }

  public func pause() async throws { try await player.pause() }

  public func resume() async throws { try await player.resume() }

  public func stop() async {
    _ = await replaceCurrent()
  }

  public func position() async -> PlaybackPosition? { await player.position() }

  public func events() async -> AsyncStream<PreviewPlayerEvent> { await player.events() }

  public func prefetch(_ url: URL) async {
    guard !offline, ahead?.url != url else { return }
    ahead?.fetch.cancel()
    ahead = (url, Task { [transport] in try await transport.get(url, headers: [:]) })
  }

  public func shutdown() async {
    generation &+= 1
    ahead?.fetch.cancel()
    ahead = nil
    download?.cancel()
    download = nil
    file = nil
    directory?.remove()
    directory = nil
    await player.shutdown()
  }

  // MARK: - Private

  /// Cancels the download under way, stops what plays and removes its file; returns the new
  /// generation.
  private func replaceCurrent() async -> Int {
    generation &+= 1
    let mine = generation
    download?.cancel()
    download = nil
    await player.stop()
    // Another load may have begun while the player stopped; it removes its own predecessor.
    if mine == generation, let file {
      try? FileManager.default.removeItem(at: file)
      self.file = nil
    }
    return mine
  }

  /// The transport's errors in the player's own terms.
  static func failure(for error: any Error) -> PreviewFailure {
    switch error {
    case MusicLibraryError.timeout: .timeout
    case let failure as PreviewFailure: failure
    default: .loadFailed
    }
  }
}
