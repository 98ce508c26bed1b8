import Domain
import Localization

/// Turns the person's intents into interactor calls and the entries into `HistoryViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class HistoryPresenter {
  private let interactor: any HistoryInteracting
  private weak var view: (any HistoryDisplaying)?
  private weak var router: (any HistoryRouting)?
  private let clock: any WallClock
  private let localizer: Localizer
  private var viewModel: HistoryViewModel
  private var entries: [HistoryEntry] = []
  private let listLimit: Int

  /// Creates a presenter that speaks `language` and tells times against `clock`.
  public init(
    interactor: any HistoryInteracting, view: any HistoryDisplaying, router: any HistoryRouting,
    clock: any WallClock, language: Language, listLimit: Int = HistoryEntry.maximumPerUser
  ) {
    self.interactor = interactor
    self.view = view
    self.router = router
    self.clock = clock
    self.listLimit = listLimit
    localizer = Localizer(language: language)
    viewModel = HistoryViewModel(
      title: localizer(HistoryPhrase.title),
      clearConfirmation: localizer(HistoryPhrase.confirmClear))
  }

  private func show() {
    view?.display(viewModel)
  }

  /// Shows `loaded` with `note`, or with "empty" when there is no note and nothing to list.
  private func showEntries(_ loaded: [HistoryEntry], note: String? = nil) {
    entries = loaded
    let now = clock.now()
    viewModel.rows = loaded.enumerated().map { index, entry in
      HistoryRowViewModel(
        number: index + 1, query: entry.query, kind: localizer(HistoryPhrase(entry.kind)),
        searchedAt: localizer.relativeTime(entry.searchedAt, now: now, timeZone: clock.timeZone))
    }
    viewModel.message = note ?? (loaded.isEmpty ? localizer(HistoryPhrase.empty) : nil)
    viewModel.failure = nil
    viewModel.document = HistoryDocument(loaded)
    show()
  }

  private func showFailure(_ error: any Error) {
    entries = []
    viewModel.rows = []
    viewModel.message = nil
    viewModel.failure = FailureNotice(.wrapping(error), localizer: localizer)
    viewModel.document = nil
    show()
  }

  /// The entry numbered `number` on screen; when there is none, says so and returns nil.
  private func entry(number: Int) -> HistoryEntry? {
    if entries.indices.contains(number - 1) { return entries[number - 1] }
    viewModel.message =
      entries.isEmpty
      ? localizer(HistoryPhrase.empty)
      : localizer(
        HistoryPhrase.noSuchNumber, ["number": String(number), "count": String(entries.count)])
    show()
    return nil
  }
}

// MARK: - HistoryPresenting

extension HistoryPresenter: HistoryPresenting {
  public func viewDidLoad() async {
    do {
      let user = try await interactor.signedInUser()
      viewModel.header = localizer.signedIn(as: user)
      showEntries(try await interactor.entries(limit: listLimit))
    } catch {
      viewModel.header = nil
      showFailure(error)
    }
  }

  public func didSelectEntry(number: Int) {
    guard let chosen = entry(number: number) else { return }
    router?.runSearch(query: chosen.query, kind: chosen.kind)
  }

  public func didRequestDelete(number: Int) async {
    guard let chosen = entry(number: number) else { return }
    await delete(chosen.query, kind: chosen.kind)
  }

  public func didRequestDelete(query: String) async {
    await delete(query, kind: nil)
  }

  /// Removes the entries for `query` of `kind` (every kind when nil) and lists what is left.
  private func delete(_ query: String, kind: SearchKind?) async {
    do {
      let removed = try await interactor.delete(query, kind: kind)
      let note = localizer(
        removed ? HistoryPhrase.deleted : HistoryPhrase.alreadyGone, ["query": query])
      showEntries(try await interactor.entries(limit: listLimit), note: note)
    } catch {
      showFailure(error)
    }
  }

  public func didRequestClear() async {
    do {
      try await interactor.clear()
      showEntries([], note: localizer(HistoryPhrase.cleared))
    } catch {
      showFailure(error)
    }
  }

  public func didRequestBack() {
    router?.backToSearch()
  }
}
