import Foundation
import LineScreens
import Localization
import Player
import TerminalKit
import TerminalText
import TextRenderers

/// The player screen on a console. Piped input gives one command per line; a terminal gives
/// single keys and a status line kept current in place.
@MainActor public final class PlayerTextView: PlayerDisplaying {
  /// The language of the help screen (`help`), the keys and the hint; the screen's other strings
  /// come from its presenter.
  public var language = Language.en
  /// The run's playback: the now-playing line and the `player`, `queue` and `stop` commands.
  package var shortcuts: (any PlaybackShortcuts)?
  private let console: any Console
  private let style: TextStyle
  private let json: Bool
  private let liveStatus: Bool
  private let quietInput: Bool
  private var lastModel: PlayerViewModel?
  private var shownTrack: String?
  private var statusOnScreen = false
  /// The word being typed on a terminal (`PlayerKeyLine`), shown after the status.
  private var keyLine = PlayerKeyLine()
  private let artwork: (any ArtworkDrawing)?
  private var drawnCoverURL: String?
  /// The cover being drawn and the output queued behind it; nil when output goes out at once.
  private var pending: Task<Void, Never>?
  private var queued = 0

  /// Creates the view.
  /// - Parameters:
  ///   - json: print each state change as one JSON object per line instead of text.
  ///   - liveStatus: keys come from a terminal and the status line is redrawn in place.
  ///   - quietInput: piped commands are read without a prompt or an echo (`musiclib play`);
  ///     otherwise each is read after a `> ` prompt.
  ///   - artwork: draws the album's cover beside the first track's heading, as the album screen
  ///     does (same drawer, same policy); nil for none.
  public init(
    console: any Console, json: Bool = false, liveStatus: Bool = false, quietInput: Bool = false,
    artwork: (any ArtworkDrawing)? = nil
  ) {
    self.artwork = artwork
    self.console = console
    self.style = console.style
    self.json = json
    self.liveStatus = liveStatus
    self.quietInput = quietInput
  }

  /// The last view model shown.
  public var last: PlayerViewModel? { lastModel }

  public func display(_ viewModel: PlayerViewModel) {
    let previous = lastModel
    lastModel = viewModel
    console.showProgress(viewModel.isLoading ? viewModel.message ?? "…" : nil)
    if viewModel.isLoading { return }
    if json {
      displayJSON(viewModel, previous: previous)
      return
    }
    if let failure = viewModel.failure, failure != previous?.failure {
      inOrder {
        $0.writeLine(
          $0.console.layout.reflow($0.style.error("✖ " + TerminalSafe.cleanLines(failure.message))))
        // No track to play: the keys that still work (back, quit) are said at once.
        if viewModel.document == nil, !$0.quietInput { $0.writeHint() }
      }
    }
    guard viewModel.document != nil else { return }
    let trackKey = [viewModel.album, viewModel.trackPosition, viewModel.track].joined(
      separator: "\u{0}")
    let trackChanged = trackKey != shownTrack
    if trackChanged {
      let firstTrack = shownTrack == nil
      shownTrack = trackKey
      showHeading(viewModel, withKeys: firstTrack && liveStatus)
    }
    if let message = viewModel.message, message != previous?.message {
      inOrder {
        $0.writeLine(
          $0.console.layout.reflow(
            message.split(separator: "\n").map { TerminalSafe.clean(String($0)) }.joined(
              separator: "\n")))
      }
    }
    if liveStatus {
      inOrder { $0.writeLiveStatus(viewModel) }
    } else if viewModel.state != previous?.state || trackChanged {
      inOrder { $0.console.write(PlayerText.status(viewModel)) }
    }
  }

  /// The track's heading, with the album's cover the first time that cover is shown (later
  /// tracks of the album get the text heading alone, not the cover's URL), and on a terminal the
  /// keys once, under the first heading.
  private func showHeading(_ viewModel: PlayerViewModel, withKeys: Bool) {
    let keys =
      withKeys
      ? console.layout.reflow(style.hint(Localizer(language: language)(LineAppHint.playerKeys)))
      : nil
    guard let artwork, let url = viewModel.coverURL, url != drawnCoverURL else {
      var heading = viewModel
      if artwork != nil, heading.coverURL == drawnCoverURL { heading.coverURL = nil }
      inOrder { [heading] view in
        view.writeLine(
          ([PlayerText.heading(heading, style: view.style, layout: view.console.layout)]
            + [keys].compactMap { $0 }).joined(separator: "\n"))
      }
      return
    }
    drawnCoverURL = url
    let previous = pending
    queued += 1
    let mine = queued
    pending = Task { @MainActor [weak self, console, style] in
      await previous?.value
      let cover = await console.whileShowingProgress(viewModel.album) { await artwork.cover(url) }
      guard let self else { return }
      self.writeLine(
        ([PlayerText.heading(viewModel, style: style, cover: cover)] + [keys].compactMap { $0 })
          .joined(separator: "\n"))
      if self.queued == mine { self.pending = nil }
    }
  }

  /// Runs `body` now, or after the cover being drawn and what waits for it, so the screen's
  /// output keeps its order.
  private func inOrder(_ body: @escaping @MainActor (PlayerTextView) -> Void) {
    guard let previous = pending else {
      body(self)
      return
    }
    queued += 1
    let mine = queued
    pending = Task { @MainActor [weak self] in
      await previous.value
      guard let self else { return }
      body(self)
      if self.queued == mine { self.pending = nil }
    }
  }

  /// Waits until everything queued behind a cover has been written.
  private func flush() async {
    while let waiting = pending { await waiting.value }
  }

  /// The status line in place, with the word being typed after it.
  private func writeLiveStatus(_ viewModel: PlayerViewModel) {
    let typed = keyLine.text.isEmpty ? "" : "  > " + TerminalSafe.clean(keyLine.text)
    writeStatus("\r\u{1B}[2K" + PlayerText.status(viewModel) + typed)
    statusOnScreen = true
  }

  /// Draws the status line again after a key changed the word being typed.
  private func redrawStatus() {
    guard let lastModel, lastModel.document != nil, !lastModel.isLoading else { return }
    inOrder { $0.writeLiveStatus(lastModel) }
  }

  /// Writes to the terminal without a newline (only when `liveStatus`, so stdout is a terminal).
  private func writeStatus(_ text: String) {
    console.writeInPlace(text)
  }

  private func displayJSON(_ viewModel: PlayerViewModel, previous: PlayerViewModel?) {
    // Without a document the screen never got to a track; the caller reports that failure.
    if viewModel.document != nil, let failure = viewModel.failure, failure != previous?.failure {
      console.writeError("✖ " + TerminalSafe.cleanLines(failure.message))
    }
    if let message = viewModel.message, message != previous?.message {
      console.writeError(TerminalSafe.cleanLines(message))
    }
    guard let document = viewModel.document,
      document.state != previous?.document?.state || document.track != previous?.document?.track
        || document.queuePosition != previous?.document?.queuePosition
    else { return }
    console.write(PlayerText.jsonLine(document))
  }

  private func writeHint() {
    writeLine(
      console.layout.reflow(
        style.hint(lastModel == nil ? "" : Localizer(language: language)(LineAppHint.player))))
  }

  private func writeLine(_ text: String) {
    if statusOnScreen {
      writeStatus("\r\u{1B}[2K")
      statusOnScreen = false
    }
    console.write(text)
  }

  /// Reads and dispatches commands until `isDone`, `quit` or the end of input; false means quit.
  /// At the end of piped input the preview plays to its end first.
  public func run(presenter: any PlayerPresenting, isDone: () -> Bool) async -> Bool {
    if liveStatus { return await runKeys(presenter: presenter, isDone: isDone) }
    while !isDone() {
      await flush()
      let line = quietInput ? await console.readQuietly() : console.readLine(prompt: "> ")
      guard let line else {
        await presenter.didReachEndOfInput()
        await flush()
        return false
      }
      if await !perform(PlayerCommand(line: line), presenter: presenter) {
        await flush()
        return false
      }
    }
    await flush()
    return true
  }

  private func runKeys(presenter: any PlayerPresenting, isDone: () -> Bool) async -> Bool {
    TerminalKeys.begin()
    var goOn = true
    while goOn && !isDone() {
      let read = await Task.detached { () -> (Character, Bool)? in
        TerminalKeys.next().map { ($0, TerminalKeys.hasInput(within: 0)) }
      }.value
      if let (key, moreWaiting) = read {
        switch keyLine.take(key, moreWaiting: moreWaiting) {
        case .command(let command): goOn = await perform(command, presenter: presenter)
        case .edited: redrawStatus()
        }
      } else {
        await presenter.didRequestProgress()
      }
    }
    await flush()
    TerminalKeys.end()
    if statusOnScreen { writeStatus("\n") }
    statusOnScreen = false
    return goOn
  }

  /// Sends `command` to the presenter; false for quit.
  private func perform(_ command: PlayerCommand, presenter: any PlayerPresenting) async -> Bool {
    let state = lastModel?.state
    switch command {
    case .play where state != .playing && state != .loading: await presenter.didToggle()
    case .pause where state == .playing: await presenter.didToggle()
    case .play, .pause: break
    case .toggle: await presenter.didToggle()
    case .next: await presenter.didRequestNext()
    case .previous: await presenter.didRequestPrevious()
    case .stop: await presenter.didRequestStop()
    case .back: await presenter.didRequestBack()
    case .queue: presenter.didRequestQueue()
    case .cycleRepeat: await presenter.didCycleRepeat()
    case .shuffle: await presenter.didToggleShuffle()
    case .quit: return false
    case .help:
      inOrder {
        $0.writeLine(
          HelpPhrase.player.screen(
            language: $0.language, style: $0.style, layout: $0.console.layout)
        )
      }
    case .elsewhere(let command): _ = await shortcuts?.perform(command)
    case .unknown: inOrder { $0.writeHint() }
    }
    return true
  }
}
