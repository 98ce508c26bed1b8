import AlbumDetail
import Domain
import LineScreens
import Localization
import TerminalKit
import TerminalText
import TextRenderers

/// The album screen on a console.
@MainActor public final class AlbumDetailTextView: AlbumDetailDisplaying {
  /// The language of the help screen (`help`) and the hints; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  /// The run's playback: the now-playing line and the `player`, `queue` and `stop` commands.
  var shortcuts: (any PlaybackShortcuts)?
  private let console: any Console
  private let style: TextStyle
  private var lastModel: AlbumDetailViewModel?
  private let artwork: (any ArtworkDrawing)?
  private let output: SequencedOutput

  /// Creates the view over a console; with `artwork`, the album's cover is drawn too.
  public init(console: any Console, artwork: (any ArtworkDrawing)? = nil) {
    self.console = console
    self.style = console.style
    self.artwork = artwork
    self.output = SequencedOutput(console: console)
  }

  public func display(_ viewModel: AlbumDetailViewModel) {
    var viewModel = viewModel
    if let choice = viewModel.otherDiscChoice {
      viewModel.message? += Localizer(language: language)(
        LineAppHint.typeTrackChoice, ["choice": choice])
    }
    let shownAlbum = lastModel?.album
    lastModel = viewModel
    console.showProgress(viewModel.isLoading ? viewModel.message ?? "…" : nil)
    if viewModel.isLoading { return }
    // A note about the album on screen (saved, no such track) is printed alone, under it.
    if shownAlbum != nil, shownAlbum == viewModel.album {
      if let failure = viewModel.failure {
        output.write(
          console.layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message))))
      } else if let message = viewModel.message {
        output.write(console.layout.reflow(TerminalSafe.cleanLines(message)))
      }
      return
    }
    let layout = console.layout
    let localize = Localizer(language: language)
    output.write { [style, artwork, console] in
      let cover = await console.whileShowingProgress(viewModel.album?.title ?? "…") {
        await AlbumDetailText.cover(for: viewModel, artwork: artwork)
      }
      let page = AlbumDetailText.render(
        viewModel, style: style, cover: cover, otherAlbumsHint: localize(LineAppHint.otherAlbums),
        layout: layout)
      // The screen's one-line hint, by the prompt under the tracks (not in one-shot output).
      guard let album = viewModel.album else { return page }
      let playable = album.discs.contains { !$0.tracks.isEmpty }
      let hint = playable ? LineAppHint.album : .albumWithoutTracks
      return page + "\n" + layout.reflow(style.hint(localize(hint)))
    }
  }

  /// The number of `a2` (one of the artist's other albums; `ф2`, its key on the Russian
  /// layout, too), nil for any other word.
  nonisolated static func otherAlbumNumber(_ word: String) -> Int? {
    guard let letter = word.first, KeyboardLayout.latinKey(for: letter).lowercased() == "a",
      let number = Int(word.dropFirst()), number > 0
    else { return nil }
    return number
  }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any AlbumDetailPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      await output.flush()
      if let nowPlaying = await shortcuts?.nowPlayingLine() { console.write(nowPlaying) }
      guard let line = console.readLine(prompt: "> ") else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      if input.isEmpty { continue }
      let typed = CommandWord.command(input)
      if await shortcuts?.perform(typed) == true { continue }
      switch typed {
      case .quit: return false
      case .help:
        console.write(
          HelpPhrase.album.screen(language: language, style: style, layout: console.layout))
      case .back: presenter.didRequestBack()
      case .profile: presenter.didRequestProfile()
      case .history: presenter.didRequestHistory()
      case .signOut: await presenter.didRequestSignOut()
      case .number(let number): presenter.didSelectTrack(TrackChoice(number: number))
      case .text(let word) where TrackChoice(word) != nil:
        presenter.didSelectTrack(TrackChoice(word) ?? TrackChoice(number: 0))
      case .play: presenter.didRequestPlayAlbum()
      case .save: await presenter.didRequestSave()
      case .remove: await presenter.didRequestRemove()
      case .text(let word) where Self.otherAlbumNumber(word) != nil:
        presenter.didSelectOtherAlbum(number: Self.otherAlbumNumber(word) ?? 0)
      default:
        console.write(
          UnknownCommandLine.text(input, language: language, style: style, layout: console.layout))
      }
    }
    // A failed album routes away at once: its failure is written before the next screen.
    await output.flush()
    return true
  }
}
