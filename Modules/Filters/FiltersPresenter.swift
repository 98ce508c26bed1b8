import Domain
import Localization

/// Turns the person's intents into interactor calls and the filters into `FiltersViewModel`s.
/// Holds the interactor strongly and the view and router weakly (the front end owns the presenter).
@MainActor public final class FiltersPresenter {
  private let interactor: any FiltersInteracting
  private weak var view: (any FiltersDisplaying)?
  private weak var router: (any FiltersRouting)?
  private let localizer: Localizer
  private var viewModel: FiltersViewModel

  /// Creates a presenter that speaks `language`.
  public init(
    interactor: any FiltersInteracting, view: any FiltersDisplaying, router: any FiltersRouting,
    language: Language
  ) {
    self.interactor = interactor
    self.view = view
    self.router = router
    localizer = Localizer(language: language)
    viewModel = FiltersViewModel(title: localizer(FiltersPhrase.title))
  }

  private func show(_ filters: MediaFilters, message: String?) {
    viewModel.rows = FiltersField.allCases.map { row($0, filters) }
    viewModel.document = FiltersDocument(filters)
    viewModel.message = message
    viewModel.failure = nil
    view?.display(viewModel)
  }

  private func showFailure(_ failure: FailureNotice) {
    viewModel.message = nil
    viewModel.failure = failure
    view?.display(viewModel)
  }

  private func row(_ field: FiltersField, _ filters: MediaFilters) -> FiltersRowViewModel {
    let (label, value, choices): (FiltersPhrase, String, String) =
      switch field {
      case .media:
        (.media, localizer(kindPhrase(filters.media)), localizer(FiltersPhrase.mediaChoices))
      case .explicit:
        (
          .explicit, localizer(filters.explicit ? FiltersPhrase.yes : .no),
          localizer(FiltersPhrase.explicitChoices)
        )
      case .country: (.country, filters.country, localizer(FiltersPhrase.countryChoices))
      case .limit: (.limit, String(filters.limit), localizer(FiltersPhrase.limitChoices))
      }
    return FiltersRowViewModel(
      field: field, label: localizer(label), value: value, choices: choices)
  }

  private func kindPhrase(_ kind: MediaKind) -> FiltersPhrase {
    switch kind {
    case .song: .song
    case .movie: .movie
    case .ebook: .ebook
    }
  }
}

// MARK: - FiltersPresenting

extension FiltersPresenter: FiltersPresenting {
  public func viewDidLoad() async {
    do {
      let user = try await interactor.signedInUser()
      viewModel.header = localizer.signedIn(as: user)
      show(try await interactor.currentFilters(), message: nil)
    } catch {
      viewModel.header = nil
      showFailure(FailureNotice(.wrapping(error), localizer: localizer))
    }
  }

  public func didChange(_ values: [FiltersField: String]) async {
    guard !values.isEmpty else {
      viewModel.message = localizer(FiltersPhrase.unreadable)
      view?.display(viewModel)
      return
    }
    let change: FiltersChange
    do {
      change = try FiltersChange(values)
    } catch {
      viewModel.message = localizer(error.phrase, ["value": error.value])
      view?.display(viewModel)
      return
    }
    do {
      show(try await interactor.apply(change), message: localizer(FiltersPhrase.saved))
    } catch {
      showFailure(FailureNotice(.wrapping(error), localizer: localizer))
    }
  }

  public func didRequestBack() {
    router?.leaveFilters()
  }
}
