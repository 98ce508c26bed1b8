import Domain
import Foundation
import PlaybackModel

#if canImport(Glibc)
  import Glibc
#endif

/// The live `PreviewPlayer`: one `mpv --idle=yes` child per run, driven over JSON IPC on a
/// `socketpair()` handed to mpv as its standard input (`--input-ipc-client=fd://0`). There is no
/// socket path, and mpv quits by itself when our end closes, even if we crash. mpv starts on the
/// first `load` and is started again if it died.
///
/// It plays local files only (`file:` URLs; anything else fails with `loadFailed` unsent), and
/// mpv runs confined (`confinement`): audio demuxers only, no protocol but the file, no playlist,
/// reference, archive, script or neighbouring file followed, so a file it is given cannot make
/// it reach the network or open another file.
public actor MPVPreviewPlayer: PreviewPlayer {
  /// What mpv is told after every other argument, `extraArguments` included.
  static let confinement = [
    "--demuxer=lavf", "--demuxer-lavf-o-append=format_whitelist=\(AudioSignature.demuxers)",
    "--demuxer-lavf-o-append=protocol_whitelist=file",
    "--stream-lavf-o-append=protocol_whitelist=file", "--access-references=no",
    "--load-unsafe-playlists=no", "--ordered-chapters=no", "--autoload-files=no",
    "--cover-art-auto=no", "--audio-file-auto=no", "--sub-auto=no", "--ytdl=no",
    "--load-scripts=no", "--load-auto-profiles=no", "--load-stats-overlay=no",
    "--load-osd-console=no", "--osc=no",
  ]

  private let executablePath: String
  private let extraArguments: [String]
  private let startTimeout: Duration
  private var process: Process?
  private var connection: MPVConnection?
  /// The playlist entry of the preview we asked for last; nil once it ended or was stopped.
  private var currentEntry: Int?
  /// How each entry ended: the `end-file` reason, or the file error for "error".
  private var endedEntries: [Int: String] = [:]
  private var startingEntry: Int?
  private var restartedEntries: Set<Int> = []
  private var paused = false
  /// Whether we paused or resumed the current preview ourselves. mpv echoes each command as a
  /// property change, sometimes late (after a newer command ran), and the port promises only the
  /// changes mpv makes itself; once we have commanded, our commands decide the pause state, so a
  /// late echo can never undo a newer command.
  private var commandedPause = false
  private var listener: AsyncStream<PreviewPlayerEvent>.Continuation?

  /// Creates the player; nothing starts before the first `load`.
  /// - Parameters:
  ///   - executablePath: the mpv program, e.g. from `PlayerLocator.find("mpv", …)`.
  ///   - extraArguments: added to mpv's command line before `confinement`, e.g. `["--ao=null"]`
  ///     for tests.
  ///   - startTimeout: how long a preview may take to start playing.
  public init(
    executablePath: String, extraArguments: [String] = [], startTimeout: Duration = .seconds(15)
  ) {
    self.executablePath = executablePath
    self.extraArguments = extraArguments
    self.startTimeout = startTimeout
  }

  /// The process id of the running mpv, if one runs (for tests and diagnostics).
  public var helperProcessID: Int32? {
    process?.isRunning == true ? process?.processIdentifier : nil
  }

  // MARK: - PreviewPlayer

  public func load(_ url: URL) async throws {
    guard url.isFileURL else { throw PreviewFailure.loadFailed }
    let connection = try await started()
    // mpv keeps its pause across files: a preview loaded after a pause would never start.
    if paused { try await send(["set_property", "pause", .bool(false)], on: connection).check() }
    let reply = try await send(
      ["loadfile", .string(url.absoluteString), "replace"], on: connection)
    guard case .object(let fields)? = reply.data,
      let entryNumber = fields["playlist_entry_id"]?.number
    else { throw PreviewFailure.playerFailed("mpv did not name the playlist entry") }
    let entry = Int(entryNumber)
    currentEntry = entry
    paused = false
    commandedPause = false
    // Right after a replacing loadfile mpv still reports the previous preview's position, so wait
    // for this entry's own start, then for a position above 0 (a missing audio device also
    // sends playback-restart, then fails).
    let deadline = ContinuousClock.now + startTimeout
    while ContinuousClock.now < deadline {
      if let reason = endedEntries[entry] {
        let endIsUnreported = currentEntry == entry
        if endIsUnreported { currentEntry = nil }
        switch reason {
        case "eof":
          // It played to its end before a position showed (a very short preview, a busy
          // machine): loaded and over, not failed. The end is news once, whoever saw it first.
          if endIsUnreported { listener?.yield(.ended) }
          return
        case "stop", "quit": throw CancellationError()
        default: throw Self.failure(forFileError: reason)
        }
      }
      if currentEntry != entry { throw CancellationError() }
      if restartedEntries.contains(entry),
        let elapsed = try? await number("playback-time", on: connection), elapsed > 0
      {
        return
      }
      try await Task.sleep(for: .milliseconds(10))
    }
    await stop()
    throw PreviewFailure.timeout
  }

  public func pause() async throws { try await setPause(true) }

  public func resume() async throws { try await setPause(false) }

  public func stop() async {
    guard let connection else { return }
    currentEntry = nil
    commandedPause = false
    _ = try? await connection.command(["stop"])
  }

  public func position() async -> PlaybackPosition? {
    guard let connection, currentEntry != nil,
      let elapsed = try? await number("time-pos", on: connection)
    else { return nil }
    let duration = try? await number("duration", on: connection)
    return PlaybackPosition(elapsed: elapsed, duration: duration)
  }

  public func events() async -> AsyncStream<PreviewPlayerEvent> {
    listener?.finish()
    let (stream, continuation) = AsyncStream.makeStream(
      of: PreviewPlayerEvent.self, bufferingPolicy: .bufferingNewest(64))
    listener = continuation
    return stream
  }

  /// Asks mpv to quit, then escalates to SIGTERM and SIGKILL; returns once it is gone.
  public func shutdown() async {
    // Ending on purpose is nobody's news: no "failed" for the preview that was playing.
    currentEntry = nil
    listener?.finish()
    listener = nil
    if let process {
      if let connection {
        _ = try? await connection.command(["quit"], timeout: .milliseconds(500))
        connection.disconnect()
      }
      if await !Self.waitForExit(process, within: .seconds(1)) {
        process.terminate()
        if await !Self.waitForExit(process, within: .milliseconds(500)) {
          kill(process.processIdentifier, SIGKILL)
          _ = await Self.waitForExit(process, within: .seconds(1))
        }
      }
    }
    reset()
  }

  // MARK: - Private

  private func setPause(_ pause: Bool) async throws {
    guard let connection, currentEntry != nil else {
      throw PreviewFailure.playerFailed("nothing is playing")
    }
    // Set before sending: the echo may arrive while the command is under way.
    commandedPause = true
    paused = pause
    try await send(["set_property", "pause", .bool(pause)], on: connection).check()
  }

  @discardableResult
  private func send(_ arguments: [MPVArgument], on connection: MPVConnection) async throws
    -> MPVMessage
  {
    do {
      let reply = try await connection.command(arguments)
      try reply.check()
      return reply
    } catch let reason as PreviewFailureReason {
      throw PreviewFailure.playerFailed(String(describing: reason))
    }
  }

  private func number(_ property: String, on connection: MPVConnection) async throws -> Double? {
    let reply = try await connection.command(["get_property", .string(property)])
    if reply.error == "property unavailable" { return nil }
    try reply.check()
    return reply.data?.number
  }

  private func started() async throws -> MPVConnection {
    // A closed connection means mpv is gone even when Foundation has not noticed its exit yet.
    if let connection, !connection.isClosed, process?.isRunning == true { return connection }
    reset()
    var descriptors: [Int32] = [-1, -1]
    guard
      socketpair(
        AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &descriptors)
        == 0
    else { throw PreviewFailure.playerFailed("socketpair failed, errno \(errno)") }
    let (ourEnd, mpvEnd) = (descriptors[0], descriptors[1])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executablePath)
    process.arguments =
      ["--idle=yes", "--no-config", "--no-terminal", "--no-video", "--keep-open=no"]
      + extraArguments + Self.confinement + ["--input-ipc-client=fd://0"]
    // Foundation dup2()s this onto the child's fd 0 (which clears CLOEXEC) and closes fds >= 3.
    process.standardInput = FileHandle(fileDescriptor: mpvEnd, closeOnDealloc: false)
    process.standardOutput = FileHandle.nullDevice
    // Audio libraries print dozens of lines here when there is no sound card.
    process.standardError = FileHandle.nullDevice
    process.terminationHandler = { [weak self] finished in
      let id = finished.processIdentifier
      Task { await self?.helperExited(id) }
    }
    do {
      try SignalMask.runUnblocked(process)
    } catch {
      close(ourEnd)
      close(mpvEnd)
      throw PreviewFailure.playerFailed("mpv could not be started: \(error)")
    }
    // Only mpv may hold its end, so that either side's exit gives the other end-of-file.
    close(mpvEnd)
    let connection = MPVConnection(fd: ourEnd)
    self.process = process
    self.connection = connection
    Task { [weak self] in
      for await message in connection.events { await self?.handle(message) }
    }
    try await send(["observe_property", 1, "pause"], on: connection)
    return connection
  }

  private func handle(_ message: MPVMessage) {
    switch message.event {
    case "start-file":
      startingEntry = message.playlistEntryID
    case "playback-restart":
      if let startingEntry { restartedEntries.insert(startingEntry) }
    case "end-file":
      guard let entry = message.playlistEntryID else { return }
      let reason = message.reason ?? "unknown"
      endedEntries[entry] = reason == "error" ? (message.fileError ?? "error") : reason
      // The end of a preview we replaced or stopped is nobody's news.
      guard entry == currentEntry else { return }
      switch reason {
      case "eof":
        currentEntry = nil
        listener?.yield(.ended)
      case "error":
        currentEntry = nil
        listener?.yield(.failed(Self.failure(forFileError: message.fileError ?? "error")))
      default:
        break
      }
    case "property-change" where message.name == "pause":
      // observe_property reports the current value once at the start; pass on real changes only.
      if case .bool(let isPaused)? = message.data, isPaused != paused, !commandedPause {
        paused = isPaused
        if currentEntry != nil { listener?.yield(isPaused ? .paused : .resumed) }
      }
    default:
      break
    }
  }

  private func helperExited(_ processID: Int32) {
    guard process?.processIdentifier == processID else { return }
    if currentEntry != nil { listener?.yield(.failed(.playerFailed("mpv exited"))) }
    reset()
  }

  private func reset() {
    if let process, process.isRunning { process.terminate() }
    connection?.disconnect()
    connection = nil
    process = nil
    currentEntry = nil
    endedEntries = [:]
    startingEntry = nil
    restartedEntries = []
    paused = false
    commandedPause = false
  }

  private static func failure(forFileError error: String) -> PreviewFailure {
    error == "audio output initialization failed" ? .noAudioOutput : .loadFailed
  }

  private static func waitForExit(_ process: Process, within limit: Duration) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while process.isRunning && ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(10))
    }
    return !process.isRunning
  }
}
