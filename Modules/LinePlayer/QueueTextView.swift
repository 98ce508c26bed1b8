import LineScreens
import Localization
import Queue
import TerminalKit
import TerminalText
import TextRenderers

/// The queue screen on a console: a number plays that entry; `remove N`, `up N`, `down N`,
/// `move N M`, `clear`, `add ALBUM_ID [TRACK]`, `repeat`, `shuffle`, `player`, each read after a
/// `> ` prompt.
@MainActor public final class QueueTextView: QueueDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  /// The run's playback: `stop` here stops it (the queue screen shows what plays itself).
  package var shortcuts: (any PlaybackShortcuts)?
  private let console: any Console
  private let style: TextStyle
  private var lastModel: QueueViewModel?

  /// Creates the view over a console.
  public init(console: any Console) {
    self.console = console
    style = console.style
  }

  /// Prints the title and hint the first time; the whole queue when its entries, modes or
  /// failure changed; else only a new note, and the state line when the state settled anew.
  public func display(_ viewModel: QueueViewModel) {
    let previous = lastModel
    lastModel = viewModel
    guard let previous else {
      console.write(
        console.layout.reflow(
          style.title(viewModel.title) + (viewModel.header.map { " — " + $0 } ?? "")))
      console.write(console.layout.reflow(style.hint(hint)))
      console.write(render(viewModel))
      return
    }
    let listChanged =
      previous.rows != viewModel.rows || previous.repeatText != viewModel.repeatText
      || previous.shuffleText != viewModel.shuffleText || previous.emptyText != viewModel.emptyText
    if listChanged || (viewModel.failure != nil && viewModel.failure != previous.failure) {
      console.write(render(viewModel))
      return
    }
    if let message = viewModel.message {
      console.write(console.layout.reflow(TerminalSafe.cleanLines(message)))
    }
    if viewModel.stateText != previous.stateText, viewModel.state != .loading {
      console.write(console.layout.reflow(QueueText.status(viewModel)))
    }
  }

  private func render(_ model: QueueViewModel) -> String {
    QueueText.render(model, language: language, style: style, layout: console.layout)
  }

  /// What can be typed here.
  private var hint: String { Localizer(language: language)(LineAppHint.queue) }

  /// Reads and dispatches commands until `isDone`, `quit` or the end of input; false means quit.
  public func run(presenter: any QueuePresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      guard let line = console.readLine(prompt: "> ") else { return false }
      switch QueueCommand(line) {
      case .play(let number): await presenter.didSelectEntry(number: number)
      case .remove(let number): await presenter.didRemoveEntry(number: number)
      case .move(let number, let destination):
        await presenter.didMoveEntry(number: number, to: destination)
      case .clear: await presenter.didRequestClear()
      case .addAlbum(let id): await presenter.didAddAlbum(id: id)
      case .addTrack(let albumID, let number, let disc):
        await presenter.didAddTrack(albumID: albumID, number: number, disc: disc)
      case .repeatMode: await presenter.didCycleRepeat()
      case .shuffle: await presenter.didToggleShuffle()
      case .player: presenter.didRequestPlayer()
      case .screen(let command)
      where [.stop, .library, .history, .filters, .profile].contains(command):
        _ = await shortcuts?.perform(command)
      case .screen(.quit): return false
      case .screen(.back): presenter.didRequestBack()
      case .screen(.help):
        console.write(
          HelpPhrase.queue.screen(language: language, style: style, layout: console.layout))
      case .screen: console.write(console.layout.reflow(style.hint(hint)))
      }
    }
    return true
  }
}
