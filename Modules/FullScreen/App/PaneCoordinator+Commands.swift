import AppCommands
import FullScreenPanes
import TextRenderers

extension PaneCoordinator {
  /// Runs a command typed after `:`, in the line app's words (`AppCommand`, Russian ones too):
  /// `tracks TEXT`, `/TEXT` to search for text that looks like a number, `!N` to search history
  /// entry N again, a number to open that result, the section and player words, and any command
  /// a key gives.
  func run(command typed: String) {
    if typed.hasPrefix("/"), typed.count > 1 {
      runSearch(query: String(typed.dropFirst()), kind: .album)
      return
    }
    if typed.hasPrefix("!"), let number = Int(typed.dropFirst()) {
      show(.history)
      (panes[.history] as? HistoryPane)?.presenter?.didSelectEntry(number: number)
      return
    }
    let command = CommandWord.command(typed)
    switch command {
    case .number(let number) where panes[.search] is SearchPane:
      show(.search)
      (panes[.search] as? SearchPane)?.presenter?.didSelectAlbum(number: number)
    case .quit: quit()
    case .help: toggleHelp()
    case .history: show(.history)
    case .library: show(.library)
    case .queue: show(.queue)
    case .profile: show(.profile)
    case .filters: show(.filters)
    case .signOut:
      guard let search = panes[.search] as? SearchPane, let presenter = search.presenter else {
        return
      }
      perform { await presenter.didRequestSignOut() }
    case .play where !(bar?.isPlaying ?? false) && bar?.model?.state != .loading:
      playerIntent { await $0.didToggle() }
    case .pause where bar?.isPlaying == true: playerIntent { await $0.didToggle() }
    case .play, .pause: break
    case .stop: playerIntent { await $0.didRequestStop() }
    case .tracks(let query) where !query.isEmpty: openTrackSearch(query: query)
    case .media(let query) where !query.isEmpty: openMediaSearch(query: query)
    case .text, .number, .tracks, .media, .player, .calendar, .signUp:
      var line = localize(FullScreenPhrase.unknownCommand, ["command": typed])
      if let near = AppCommand.nearMiss(typed) {
        line += " · " + localize(AppCommandPhrase.didYouMean, ["command": near])
      }
      say(line)
    default: act(on: command)
    }
  }
}
