import Authorization
import LineScreens
import Localization
import TerminalKit
import TextRenderers

/// The profile screen on a console.
@MainActor public final class ProfileTextView: ProfileDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  /// The run's playback: the now-playing line and the `player`, `queue` and `stop` commands.
  package var shortcuts: (any PlaybackShortcuts)?
  private let console: any Console
  private let style: TextStyle
  private var lastModel: ProfileViewModel?

  /// Creates the view over a console.
  public init(console: any Console) {
    self.console = console
    self.style = console.style
  }

  public func display(_ viewModel: ProfileViewModel) {
    lastModel = viewModel
    console.write(ProfileText.render(viewModel, style: style, hint: hint, layout: console.layout))
  }

  /// What can be typed here.
  private var hint: String { Localizer(language: language)(LineAppHint.profile) }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any ProfilePresenting, isDone: () -> Bool) async -> Bool {
    while !isDone() {
      if let nowPlaying = await shortcuts?.nowPlayingLine() { console.write(nowPlaying) }
      guard let line = console.readLine(prompt: "> ") else { return false }
      let input = line.trimmingCharacters(in: .whitespaces)
      if input.isEmpty { continue }
      let typed = CommandWord.command(input)
      if await shortcuts?.perform(typed) == true { continue }
      switch typed {
      case .quit: return false
      case .signOut: await presenter.didRequestSignOut()
      case .help:
        console.write(
          HelpPhrase.profile.screen(language: language, style: style, layout: console.layout))
      case .back, .text("search"): presenter.didRequestBack()
      default:
        console.write(
          UnknownCommandLine.text(input, language: language, style: style, layout: console.layout))
      }
    }
    return true
  }
}
