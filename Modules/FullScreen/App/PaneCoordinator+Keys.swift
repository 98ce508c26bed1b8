import AppCommands
import Domain
import FullScreenPanes
import LineEditing
import Queue
import TerminalKit

extension PaneCoordinator {
  /// Acts on one key: the help overlay and the input line take keys first, then a form, then
  /// the key map's command goes to the focused pane and, when it has nothing to do with it, to
  /// the app.
  func handle(_ key: TerminalKey) {
    if showsHelp {
      if !scrollHelp(key) { toggleHelp() }
      return
    }
    if notice != nil { say(nil) }
    if input != nil {
      handleInput(key)
      return
    }
    switch key {
    case .interrupt:
      interrupt()
      return
    case .mouse(let event):
      handleMouse(event)
      return
    default: break
    }
    if let form {
      if form.handleTyping(key) { return }
      // Esc goes back where the form has a way back (sign-up), else it quits (sign-in).
      if key == .escape, !cancelInFlight(), !form.handle(.back) { quit() }
      return
    }
    if focusedPane?.handleTyping(key) == true { return }
    guard let command = keyMap.command(for: key) else { return }
    act(on: command)
  }

  /// Carries out `command` as its key would: the side list, the focused pane, then the app.
  func act(on command: AppCommand) {
    if focus == .side, handleSide(command) { return }
    if focusedPane?.handle(command) == true { return }
    handleApp(command)
  }

  private func handleSide(_ command: AppCommand) -> Bool {
    let sections = Section.allCases
    let index = sections.firstIndex(of: section) ?? 0
    switch command {
    case .up: show(sections[max(0, index - 1)], focusing: false)
    case .down: show(sections[min(sections.count - 1, index + 1)], focusing: false)
    case .top: show(sections[0], focusing: false)
    case .bottom: show(sections[sections.count - 1], focusing: false)
    case .open: setFocus(.main)
    default: return false
    }
    return true
  }

  private func handleApp(_ command: AppCommand) {
    switch command {
    case .back:
      if cancelInFlight() { return }
      switch focus {
      case .detail: closeDetail()
      case .main: setFocus(.side)
      case .side: break
      }
    case .quit: quit()
    case .help: toggleHelp()
    case .search: openInput(.search)
    case .commandLine: openInput(.command)
    case .nextPane, .previousPane: cycleFocus(forward: command == .nextPane)
    case .toggle: playerIntent { await $0.didToggle() }
    case .next: playerIntent { await $0.didRequestNext() }
    case .previous: playerIntent { await $0.didRequestPrevious() }
    case .cycleRepeat: playerIntent { await $0.didCycleRepeat() }
    case .shuffle: playerIntent { await $0.didToggleShuffle() }
    case .addToQueue: addToQueue()
    case .save: saveAlbum()
    case .open where focusedPane is MediaDetailPane: sayNothingToPlay()
    default: break
    }
  }

  /// Adds what the cursor is on to the queue: the track on an album page (the album when it
  /// lists none), the album in the results or the library; elsewhere says where `a` works.
  private func addToQueue() {
    if let album = focusedPane as? AlbumPane {
      let id = album.albumID
      if let choice = album.selectedChoice {
        changeQueue { await $0.didAddTrack(albumID: id, number: choice.number, disc: choice.disc) }
      } else {
        changeQueue { await $0.didAddAlbum(id: id) }
      }
    } else if let id = (focusedPane as? SearchPane)?.selectedAlbumID
      ?? (focusedPane as? LibraryPane)?.selectedAlbumID
    {
      changeQueue { await $0.didAddAlbum(id: id) }
    } else if focusedPane is MediaDetailPane {
      sayNothingToPlay()
    } else {
      say(localize(FullScreenPhrase.addsWhere))
    }
  }

  /// Runs `change` on the queue and says in the status line what the queue said of it.
  private func changeQueue(_ change: @escaping @MainActor (any QueuePresenting) async -> Void) {
    guard let queue, let presenter = queue.presenter else { return }
    perform { [weak self] in
      await change(presenter)
      guard !Task.isCancelled else { return }
      self?.say(queue.model?.failure?.message ?? queue.model?.message)
    }
  }

  /// Saves the album under the cursor in the results as its page would; elsewhere says where
  /// `s` works (an album's page takes `s` itself).
  private func saveAlbum() {
    guard let id = (focusedPane as? SearchPane)?.selectedAlbumID else {
      say(localize(FullScreenPhrase.savesWhere))
      return
    }
    let page = AlbumPane(albumID: id, host: self)
    let presenter = screens.album(id: id, view: page, router: self)
    page.presenter = presenter
    perform { [weak self] in
      await presenter.viewDidLoad()
      await presenter.didRequestSave()
      guard !Task.isCancelled else { return }
      self?.say(page.model?.failure?.message ?? page.model?.message)
    }
  }

  /// An item's page has no preview to play: says how to find the item's tracks.
  private func sayNothingToPlay() {
    say(localize(FullScreenPhrase.nothingToPlay, ["title": focusedPane?.title ?? ""]))
  }

  private func cycleFocus(forward: Bool) {
    var order: [Focus] = [.side, .main]
    if !details.isEmpty { order.append(.detail) }
    let index = order.firstIndex(of: focus) ?? 0
    let next = (index + (forward ? 1 : order.count - 1)) % order.count
    setFocus(order[next])
  }

  /// The wheel moves the focused list; a click focuses what it lands on and selects the row.
  private func handleMouse(_ event: MouseEvent) {
    switch event.kind {
    case .wheelUp: _ = focusedPane?.handle(.up)
    case .wheelDown: _ = focusedPane?.handle(.down)
    case .press(.left):
      guard
        let hit = placed.first(where: {
          (($0.rect.x)..<($0.rect.x + $0.rect.width)).contains(event.column)
            && (($0.rect.y)..<($0.rect.y + $0.rect.height)).contains(event.row)
        })
      else { return }
      setFocus(hit.focus)
      if hit.focus == .side {
        let sections = Section.allCases
        let index = event.row - hit.rect.y
        if sections.indices.contains(index) { show(sections[index], focusing: false) }
      } else {
        // The pane's title takes the first row.
        focusedPane?.select(row: event.row - hit.rect.y - 1)
      }
    default: break
    }
  }

  private func handleInput(_ key: TerminalKey) {
    guard let line = input else { return }
    if key == .escape || key == .interrupt {
      closeInput()
      return
    }
    var outcome = LineEditor.Outcome.ignored
    updateInput { outcome = $0.editor.apply(key) }
    switch outcome {
    case .submitted(let text):
      closeInput()
      submit(text, purpose: line.purpose)
    case .endOfInput:
      closeInput()
    case .edited:
      guard line.purpose == .search, let search = panes[.search] as? SearchPane else { break }
      // Nothing typed asks for the latest searches (seed 003).
      search.suggest(for: input?.editor.text ?? "")
    default: break
    }
  }

  private func submit(_ text: String, purpose: InputLine.Purpose) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return }
    switch purpose {
    case .search:
      show(.search)
      (panes[.search] as? SearchPane)?.submit(LiteralSearch.query(in: trimmed) ?? trimmed)
    case .command:
      run(command: trimmed)
    case .filter(let field):
      (panes[.filters] as? FiltersPane)?.change(field, to: trimmed)
    }
  }
}
