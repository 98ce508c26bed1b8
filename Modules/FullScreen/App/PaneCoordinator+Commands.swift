import TextRenderers

extension PaneCoordinator {
  /// Runs a command typed after `:`, in the line app's words (Russian ones too): `tracks TEXT`,
  /// `/TEXT` to search for text that looks like a number, `!N` to search history entry N again,
  /// a number to open that result, and the section and player words.
  func run(command typed: String) {
    if typed.hasPrefix("/"), typed.count > 1 {
      runSearch(query: String(typed.dropFirst()))
      return
    }
    if typed.hasPrefix("!"), let number = Int(typed.dropFirst()) {
      show(.history)
      (panes[.history] as? HistoryPane)?.presenter?.didSelectEntry(number: number)
      return
    }
    if let number = Int(typed), let search = panes[.search] as? SearchPane {
      show(.search)
      search.presenter?.didSelectAlbum(number: number)
      return
    }
    let words = typed.split(separator: " ", maxSplits: 1).map(String.init)
    let whole = CommandWord.english(typed)
    let first = CommandWord.english(words[0])
    let argument = words.count > 1 ? words[1] : ""
    switch (whole, first) {
    case ("quit", _), ("q", _), ("exit", _): quit()
    case ("history", _): show(.history)
    case ("library", _): show(.library)
    case ("queue", _): show(.queue)
    case ("profile", _): show(.profile)
    case ("filters", _): show(.filters)
    case ("help", _), ("?", _): toggleHelp()
    case ("signout", _), ("logout", _):
      guard let search = panes[.search] as? SearchPane, let presenter = search.presenter else {
        return
      }
      perform { await presenter.didRequestSignOut() }
    case ("play", _), ("pause", _): playerIntent { await $0.didToggle() }
    case ("next", _): playerIntent { await $0.didRequestNext() }
    case ("prev", _): playerIntent { await $0.didRequestPrevious() }
    case ("stop", _): playerIntent { await $0.didRequestStop() }
    case ("repeat", _): playerIntent { await $0.didCycleRepeat() }
    case ("shuffle", _): playerIntent { await $0.didToggleShuffle() }
    case (_, "tracks") where !argument.isEmpty: openTrackSearch(query: argument)
    case (_, "media") where !argument.isEmpty: openMediaSearch(query: argument)
    default:
      say(localize(FullScreenPhrase.unknownCommand, ["command": typed]))
    }
  }
}
