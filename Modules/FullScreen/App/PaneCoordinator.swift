import Composition
import Domain
import FullScreenPanes
import Localization
import Player
import Queue
import TerminalFrames
import TerminalKit
import TerminalText

/// The full-screen app's state and its routing: which panes exist, which one shows where, which
/// one has the keys. It implements every feature's routing protocol, where opening something
/// fills or focuses a pane instead of pushing a screen.
@MainActor final class PaneCoordinator {
  let screens: ScreenFactory
  let localize: Localizer
  /// Called when something on screen changed and a frame is due.
  var onChange: @MainActor () -> Void = {}

  /// The sign-in or sign-up form, while nobody is signed in.
  private(set) var form: (any Pane)?
  private(set) var section = Section.search
  private(set) var focus = Focus.main
  private(set) var panes: [Section: any Pane] = [:]
  /// The pages opened from the section's pane (albums), the last one shown.
  private(set) var details: [any Pane] = []
  private(set) var bar: NowPlayingBar?
  private(set) var queue: QueuePane?
  private(set) var input: InputLine?
  private(set) var showsHelp = false
  /// The first key the overlay shows, and how many it shows: the composer sets the count, and
  /// clamps the first, when it draws.
  var helpTop = 0
  var helpRows = 0
  /// The overlay's rows as last drawn (a long description takes two).
  var helpLineCount = KeyMap.bindings.count
  /// A one-line notice for the status line, until the next key.
  private(set) var notice: String?
  /// The request budget's countdown while a request waits for it (`StatusLineBudgetWaiter`).
  private(set) var budgetWait: String?
  private(set) var isQuitting = false
  /// Whether the run ends by Ctrl-C, which exits as interrupted rather than as a quit.
  private(set) var wasInterrupted = false
  /// Where the last frame put the side list and the panes, for the mouse.
  var placed: [(focus: Focus, rect: Rect)] = []
  private var inFlight: Task<Void, Never>?
  /// The page the request in flight opens, which a cancel closes.
  private var loadingPage: (any Pane)?
  private(set) var busySince: ContinuousClock.Instant?
  private var isQuietlyBusy = false
  private var progressTicker: Task<Void, Never>?
  /// Emptying the last person's queue, which the next one's panes wait for.
  private var queueClearing: Task<Void, Never>?

  /// The keys, with the person's keys file over the standard map.
  let keyMap: KeyMap
  /// What to say once the app has opened (the keys file's mistakes).
  private let startNotice: String?

  init(screens: ScreenFactory, keyMap: KeyMap = KeyMap(), startNotice: String? = nil) {
    self.screens = screens
    self.keyMap = keyMap
    self.startNotice = startNotice
    localize = Localizer(language: screens.language)
  }

  /// Opens the app: the search when a session is open, else the sign-in form; what opening the
  /// data warned about is the first notice. Throws the stores' failure when they cannot say
  /// whether a session is open.
  func start() async throws {
    if try await screens.isSignedIn() {
      await openMain()
    } else {
      showSignIn(email: nil)
    }
    var notices = screens.storageWarnings.map { TerminalSafe.clean($0) }
    if let startNotice { notices.append(startNotice) }
    if !notices.isEmpty { say(notices.joined(separator: " ")) }
  }

  /// Whether the session the panes were opened for was ended elsewhere (`musiclib signout`, the
  /// line app); then the sign-in form comes back saying so, before any pane asks for the
  /// session and answers with the command line's advice.
  @discardableResult
  func sessionEndedElsewhere() async -> Bool {
    guard form == nil else { return false }
    do {
      let signedIn = try await screens.isSignedIn()
      guard !signedIn, form == nil else { return false }
    } catch {
      // The work that follows meets the same failure of the stores and shows it.
      return false
    }
    showSignIn(email: nil, note: localize(FullScreenNoticePhrase.signedOutElsewhere))
    return true
  }

  /// Whether a request is in flight.
  var isBusy: Bool { inFlight != nil }
  /// Whether the status line says a request is in flight (it does not for a quiet one).
  var showsWorking: Bool { isBusy && !isQuietlyBusy }

  /// The pane of the current section.
  var mainPane: (any Pane)? { panes[section] }

  /// The pane the keys go to, nil when the side list has them.
  var focusedPane: (any Pane)? {
    if let form { return form }
    switch focus {
    case .side: return nil
    case .main: return mainPane
    case .detail: return details.last ?? mainPane
    }
  }

  /// "Signed in as …", as the search says it.
  var signedInAs: String? { (panes[.search] as? SearchPane)?.model?.header }

  /// Waits for the request in flight, if any (tests).
  func settle() async {
    while let task = inFlight { await task.value }
    await queueClearing?.value
  }

  // MARK: - Sign-in and the main panes

  /// The sign-in form, `note` under it (the account just created).
  func showSignIn(email: String?, note: String? = nil) {
    let pane = SignInPane(
      host: self, signUpLabel: localize(FullScreenPhrase.signUp),
      hint: localize(FullScreenPhrase.signInHint), localize: localize)
    pane.note = note
    let presenter = screens.signIn(view: pane, router: self)
    pane.presenter = presenter
    form = pane
    panes = [:]
    details = []
    queue = nil
    bar = nil
    progressTicker?.cancel()
    // Signing out (or in as someone else) ends what the last person was playing.
    let playback = screens.playback
    queueClearing = Task { await playback.clear() }
    presenter.viewDidLoad(email: email)
    onChange()
  }

  func showSignUp() {
    let pane = RegistrationPane(
      host: self, signUpLabel: localize(FullScreenPhrase.signUp),
      signInLabel: localize(FullScreenPhrase.signIn), hint: localize(FullScreenPhrase.signUpHint),
      calendarHint: localize(FullScreenPhrase.calendarHint))
    pane.presenter = screens.signUp(view: pane, router: self)
    form = pane
    pane.presenter?.viewDidLoad()
    onChange()
  }

  func openMain() async {
    form = nil
    await queueClearing?.value
    let search = SearchPane(host: self)
    search.presenter = screens.search(view: search, router: self)
    search.onSuggestions = { [weak self] title, suggestions in
      self?.updateInput { line in
        guard line.purpose == .search else { return }
        line.editor.offer(title: title, suggestions: suggestions)
      }
    }
    panes = [.search: search]
    section = .search
    focus = .main
    let queue = QueuePane(host: self)
    queue.presenter = screens.queue(view: queue, router: self)
    self.queue = queue
    panes[.queue] = queue
    let bar = NowPlayingBar(host: self)
    bar.presenter = screens.player(.nowPlaying, view: bar, router: self)
    self.bar = bar
    await search.presenter?.viewDidLoad()
    await queue.presenter?.viewDidLoad()
    await bar.presenter?.viewDidLoad()
    onChange()
  }

  /// Shows `section`'s pane, making it the first time.
  func show(_ section: Section, focusing: Bool = true) {
    self.section = section
    details = []
    if focusing { focus = .main }
    if let pane = panes[section] {
      pane.didReappear()
    } else {
      let pane = makePane(section)
      panes[section] = pane
    }
    onChange()
  }

  private func makePane(_ section: Section) -> any Pane {
    switch section {
    case .search:
      let pane = SearchPane(host: self)
      pane.presenter = screens.search(view: pane, router: self)
      start { await pane.presenter?.viewDidLoad() }
      return pane
    case .library:
      let pane = LibraryPane(host: self)
      pane.presenter = screens.library(view: pane, router: self)
      start { await pane.presenter?.viewDidLoad() }
      return pane
    case .history:
      let pane = HistoryPane(host: self)
      pane.presenter = screens.history(view: pane, router: self)
      start { await pane.presenter?.viewDidLoad() }
      return pane
    case .queue:
      let pane = queue ?? QueuePane(host: self)
      pane.presenter = pane.presenter ?? screens.queue(view: pane, router: self)
      start { await pane.presenter?.viewDidLoad() }
      return pane
    case .filters:
      let pane = FiltersPane(host: self)
      pane.presenter = screens.filters(view: pane, router: self)
      pane.onEdit = { [weak self] field, label, value in
        self?.openInput(.filter(field), prompt: label + ": ", text: value)
      }
      start { await pane.presenter?.viewDidLoad() }
      return pane
    case .profile:
      let pane = ProfilePane(host: self, signOutLabel: localize(FullScreenPhrase.signOut))
      pane.presenter = screens.profile(view: pane, router: self)
      start { await pane.presenter?.viewDidLoad() }
      return pane
    }
  }

  /// Opens `pane` as the page over the section's pane, focused.
  func openDetail(_ pane: any Pane) {
    details.append(pane)
    focus = .detail
    onChange()
  }

  /// Opens `pane` as the page over the section's pane and runs `load` to fill it; cancelling the
  /// load closes the page again.
  func openDetail(_ pane: any Pane, loading load: @escaping @MainActor () async -> Void) {
    openDetail(pane)
    perform(load)
    loadingPage = pane
  }

  /// Closes the page on top; the focus returns to the section's pane when none is left.
  func closeDetail() {
    guard !details.isEmpty else { return }
    details.removeLast()
    if details.isEmpty { focus = .main }
    onChange()
  }

  /// Plays what `request` asks for, the bar following it.
  func play(_ request: PlayerRequest) {
    guard let bar else { return }
    let presenter = screens.player(request, view: bar, router: self)
    bar.presenter = presenter
    // The bar shows the preview loading, with the spinner.
    perform(quietly: true) { await presenter.viewDidLoad() }
  }

  /// Sends `intent` to the player the bar follows, when there is one.
  func playerIntent(_ intent: @escaping @MainActor (any PlayerPresenting) async -> Void) {
    guard let presenter = bar?.presenter else { return }
    Task { await intent(presenter) }
  }

  // MARK: - Focus, input, notices

  func setFocus(_ focus: Focus) {
    self.focus = focus
    onChange()
  }

  func setSection(_ section: Section) { show(section) }

  func openInput(_ purpose: InputLine.Purpose, prompt: String? = nil, text: String = "") {
    let prompt =
      prompt ?? localize(purpose == .search ? FullScreenPhrase.searchPrompt : .commandPrompt)
    input = InputLine(purpose: purpose, prompt: prompt, text: text)
    if purpose == .search { (panes[.search] as? SearchPane)?.suggest(for: text) }
    onChange()
  }

  func updateInput(_ change: (inout InputLine) -> Void) {
    guard var line = input else { return }
    change(&line)
    input = line
    onChange()
  }

  func closeInput() {
    input = nil
    onChange()
  }

  func say(_ text: String?) {
    notice = text
    onChange()
  }

  /// Shows `text` as the request budget's countdown on the status line; nil ends it.
  func showBudgetWait(_ text: String?) {
    budgetWait = text
    onChange()
  }

  func toggleHelp() {
    showsHelp.toggle()
    helpTop = 0
    onChange()
  }

  /// Scrolls the key overlay for `key`; false for a key that closes it.
  func scrollHelp(_ key: TerminalKey) -> Bool {
    let page = max(1, helpRows)
    switch keyMap.command(for: key) {
    case .down: helpTop += 1
    case .up: helpTop -= 1
    case .pageDown: helpTop += page
    case .pageUp: helpTop -= page
    default: return false
    }
    helpTop = min(max(0, helpTop), max(0, helpLineCount - page))
    onChange()
    return true
  }

  /// Ends the run for Ctrl-C.
  func interrupt() {
    wasInterrupted = true
    quit()
  }

  func quit() {
    isQuitting = true
    inFlight?.cancel()
    progressTicker?.cancel()
  }

  /// Cancels the request in flight; true when there was one.
  @discardableResult
  func cancelInFlight() -> Bool {
    guard let task = inFlight else { return false }
    task.cancel()
    inFlight = nil
    busySince = nil
    if let page = loadingPage, details.last === page { closeDetail() }
    loadingPage = nil
    notice = localize(FullScreenPhrase.cancelled)
    onChange()
    return true
  }

  /// Runs `work` in the background without a spinner (a pane's first load).
  private func start(_ work: @escaping @MainActor () async -> Void) {
    Task { [weak self] in
      guard await self?.sessionEndedElsewhere() == false else { return }
      await work()
    }
  }

  /// Asks the bar for the progress four times a second while a preview plays, and not at all
  /// otherwise.
  func followProgress() {
    guard let bar, bar.isPlaying, progressTicker == nil else { return }
    progressTicker = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(250))
        guard let self, let bar = self.bar, bar.isPlaying, let presenter = bar.presenter else {
          break
        }
        await presenter.didRequestProgress()
      }
      self?.progressTicker = nil
    }
  }
}

// MARK: - PaneHost

extension PaneCoordinator: PaneHost {
  func paneDidChange() {
    followProgress()
    onChange()
  }

  func perform(_ work: @escaping @MainActor () async -> Void) {
    perform(quietly: false, work)
  }

  /// Runs `work` as the request in flight (Esc cancels it); `quietly`, the status line does not
  /// say so, for work whose own pane shows its progress (the bar, while a preview loads).
  func perform(quietly: Bool, _ work: @escaping @MainActor () async -> Void) {
    inFlight?.cancel()
    loadingPage = nil
    isQuietlyBusy = quietly
    busySince = .now
    notice = nil
    let task = Task { @MainActor [weak self] in
      if await self?.sessionEndedElsewhere() == false { await work() }
      guard let self, !Task.isCancelled else { return }
      self.inFlight = nil
      self.loadingPage = nil
      self.busySince = nil
      self.onChange()
    }
    inFlight = task
    onChange()
  }
}
