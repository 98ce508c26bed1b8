import AlbumDetail
import Localization
import TerminalKit

/// The album screen on a console.
@MainActor public final class AlbumDetailTextView: AlbumDetailDisplaying {
  /// The language of the help screen (`help`) and the hints; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  private let console: any Console
  private let style: TextStyle
  private var lastModel: AlbumDetailViewModel?
  private let artwork: (any ArtworkDrawing)?
  private let output: SequencedOutput

  /// Creates the view over a console; with `artwork`, the album's cover is drawn too.
  public init(console: any Console, artwork: (any ArtworkDrawing)? = nil) {
    self.console = console
    self.style = TextStyle(enabled: console.allowsStyling)
    self.artwork = artwork
    self.output = SequencedOutput(console: console)
  }

  public func display(_ viewModel: AlbumDetailViewModel) {
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
      guard viewModel.album != nil else { return page }
      return page + "\n" + layout.reflow(style.hint(localize(LineAppHint.album)))
    }
  }

  /// What can be typed here, once the screen has been shown.
  private var hint: String {
    lastModel == nil ? "" : Localizer(language: language)(LineAppHint.album)
  }

  /// The number of `a2` (one of the artist's other albums), nil for any other word.
  nonisolated static func otherAlbumNumber(_ word: String) -> Int? {
    guard word.lowercased().hasPrefix("a"), let number = Int(word.dropFirst()), number > 0 else {
      return nil
    }
    return number
  }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any AlbumDetailPresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      await output.flush()
      guard let line = console.readLine(prompt: "> ") else { return false }
      switch ScreenCommand(line.trimmingCharacters(in: .whitespaces)) {
      case .quit: return false
      case .help:
        console.write(
          HelpPhrase.album.screen(language: language, style: style, layout: console.layout))
      case .back: presenter.didRequestBack()
      case .profile: presenter.didRequestProfile()
      case .history: presenter.didRequestHistory()
      case .signOut: await presenter.didRequestSignOut()
      case .number(let number): presenter.didSelectTrack(number: number)
      case .text(let word) where CommandWord.english(word) == "save":
        await presenter.didRequestSave()
      case .text(let word) where CommandWord.english(word) == "remove":
        await presenter.didRequestRemove()
      case .text(let word) where Self.otherAlbumNumber(word) != nil:
        presenter.didSelectOtherAlbum(number: Self.otherAlbumNumber(word) ?? 0)
      default: console.write(console.layout.reflow(style.hint(hint)))
      }
    }
    // A failed album routes away at once: its failure is written before the next screen.
    await output.flush()
    return true
  }
}

/// Plain-text rendering of the album screen, shared by the screen and `musiclib album`.
public enum AlbumDetailText {
  /// Title, artist, facts, the age of an album served stale from the store, artwork URL, then
  /// the tracks grouped by disc and the artist's other albums (with `commands`, one-shot
  /// output, each with the command that opens it; `otherAlbumsHint` after their title).
  public static func render(
    _ model: AlbumDetailViewModel, style: TextStyle, commands: Bool = false,
    otherAlbumsHint: String? = nil, layout: TextLayout = .unbounded
  ) -> String {
    if let failure = model.failure {
      return layout.reflow(style.error("✖ " + TerminalSafe.cleanLines(failure.message)))
    }
    guard let album = model.album else {
      return layout.reflow(TerminalSafe.cleanLines(model.message ?? ""))
    }
    var lines = [
      style.title(TerminalSafe.clean(album.title)),
      TerminalSafe.clean(album.artist) + " · " + album.year + " · "
        + TerminalSafe.clean(album.genre),
      album.trackCount + " · " + album.totalDuration,
    ]
    if let age = model.age { lines.append(style.hint(TerminalSafe.clean(age))) }
    if let url = album.artworkURL { lines.append(style.hint(TerminalSafe.clean(url))) }
    if let availability = album.availability { lines.append(availability) }
    lines = lines.flatMap { layout.wrap($0) }
    if let page = album.page {
      lines += layout.wrap(style.hint(TerminalSafe.clean(page.url)), first: page.label + "  ")
    }
    let width = String(album.discs.flatMap(\.tracks).map(\.number).max() ?? 0).count
    var tracks = layout.alignedBlocks(
      album.discs.flatMap(\.tracks).map { track in
        AlignedRow(
          prefix: "  \(String(track.number).leftPadded(to: width)). ",
          text: TerminalSafe.clean(track.title)
            + (track.artist.map { " — " + TerminalSafe.clean($0) } ?? ""),
          right: style.hint(track.duration))
      })[...]
    for disc in album.discs {
      if let heading = disc.heading { lines += layout.wrap(style.title(heading)) }
      lines += tracks.prefix(disc.tracks.count).flatMap { $0 }
      tracks = tracks.dropFirst(disc.tracks.count)
    }
    if let others = album.otherAlbums {
      lines += OtherAlbumsText.lines(
        others, numberPrefix: commands ? "  " : "  a", commands: commands, hint: otherAlbumsHint,
        style: style, layout: layout)
    }
    return lines.joined(separator: "\n")
  }
}
