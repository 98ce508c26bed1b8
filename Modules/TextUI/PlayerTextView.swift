import Foundation
import Localization
import Player

/// The player screen on a console. Piped input gives one command per line; a terminal gives
/// single keys and a status line kept current in place.
@MainActor public final class PlayerTextView: PlayerDisplaying {
  /// The language of the help screen (`help`); the screen's own strings come from its presenter.
  public var language = Language.en
  private let console: any Console
  private let style: TextStyle
  private let json: Bool
  private let liveStatus: Bool
  private let quietInput: Bool
  private var lastModel: PlayerViewModel?
  private var shownTrack: String?
  private var statusOnScreen = false
  /// The keys' hint is the last thing written: more wrong keys (a word typed letter by letter)
  /// do not repeat it.
  private var hintShown = false

  /// Creates the view.
  /// - Parameters:
  ///   - json: print each state change as one JSON object per line instead of text.
  ///   - liveStatus: keys come from a terminal and the status line is redrawn in place.
  ///   - quietInput: piped commands are read without a prompt or an echo (`musiclib play`);
  ///     otherwise each is read after a `> ` prompt.
  public init(
    console: any Console, json: Bool = false, liveStatus: Bool = false, quietInput: Bool = false
  ) {
    self.console = console
    self.style = TextStyle(enabled: console.allowsStyling)
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
      writeLine(style.error("✖ " + TerminalSafe.cleanLines(failure.message)))
      // No track to play: the keys that still work (back, quit) are said at once.
      if viewModel.document == nil, !quietInput { writeHint() }
    }
    guard viewModel.document != nil else { return }
    let trackKey = viewModel.album + "\u{0}" + viewModel.trackPosition
    let trackChanged = trackKey != shownTrack
    if trackChanged {
      shownTrack = trackKey
      writeLine(PlayerText.heading(viewModel, style: style))
    }
    if let message = viewModel.message, message != previous?.message {
      writeLine(
        message.split(separator: "\n").map { TerminalSafe.clean(String($0)) }.joined(
          separator: "\n"))
    }
    if liveStatus {
      writeStatus("\r\u{1B}[2K" + PlayerText.status(viewModel))
      statusOnScreen = true
    } else if viewModel.state != previous?.state || trackChanged {
      console.write(PlayerText.status(viewModel))
    }
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
    else { return }
    console.write(PlayerText.jsonLine(document))
  }

  private func writeHint() {
    guard !hintShown else { return }
    writeLine(style.hint(lastModel?.hint ?? ""))
    hintShown = true
  }

  private func writeLine(_ text: String) {
    hintShown = false
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
      let line = quietInput ? await console.readQuietly() : console.readLine(prompt: "> ")
      guard let line else {
        await presenter.didReachEndOfInput()
        return false
      }
      if await !perform(PlayerCommand(line: line), presenter: presenter) { return false }
    }
    return true
  }

  private func runKeys(presenter: any PlayerPresenting, isDone: () -> Bool) async -> Bool {
    TerminalKeys.begin()
    defer {
      TerminalKeys.end()
      if statusOnScreen { writeStatus("\n") }
      statusOnScreen = false
    }
    while !isDone() {
      if let key = await Task.detached(operation: { TerminalKeys.next() }).value {
        if await !perform(PlayerCommand(key: key), presenter: presenter) { return false }
      } else {
        await presenter.didRequestProgress()
      }
    }
    return true
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
    case .quit: return false
    case .help:
      writeLine(HelpPhrase.player.screen(language: language, style: style))
      // The keys are in the help just shown: a wrong key next does not repeat them.
      hintShown = true
    case .unknown: writeHint()
    }
    return true
  }
}
