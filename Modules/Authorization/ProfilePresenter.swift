import Domain
import Localization

/// Turns the signed-in user into the profile view model.
@MainActor public final class ProfilePresenter {
  private let interactor: any ProfileInteracting
  private weak var view: (any ProfileDisplaying)?
  private weak var router: (any ProfileRouting)?
  private let localize: Localizer

  /// Creates the presenter; the view and the router are held weakly.
  public init(
    interactor: any ProfileInteracting, view: any ProfileDisplaying, router: any ProfileRouting,
    language: Language
  ) {
    self.interactor = interactor
    self.view = view
    self.router = router
    self.localize = Localizer(language: language)
  }

  private func emptyViewModel() -> ProfileViewModel {
    ProfileViewModel(
      title: localize(ProfilePhrase.title), fields: [], document: nil, status: nil, failure: nil)
  }

  private func viewModel(for user: User) -> ProfileViewModel {
    let age = user.birthDate.age(on: interactor.today())
    let phone = PhoneRegion.mask(e164: user.phone)
    let name = "\(user.firstName) \(user.lastName)"
    let fields: [(ProfilePhrase, String)] = [
      (.firstName, user.firstName), (.lastName, user.lastName),
      (.birthDate, localize.longDate(user.birthDate)),
      (.age, localize.count(age, CountPhrase.years)), (.phone, phone), (.email, user.email),
    ]
    var model = emptyViewModel()
    model.title = localize(ProfilePhrase.welcome, ["name": name])
    model.fields = fields.map { .init(label: localize($0.0), value: $0.1) }
    model.document = .init(
      firstName: user.firstName, lastName: user.lastName, birthDate: user.birthDate.iso, age: age,
      phone: phone, email: user.email)
    return model
  }

  private func show(_ error: any Error) {
    var model = emptyViewModel()
    model.failure = FailureNotice(MusicLibraryError.wrapping(error), localizer: localize)
    view?.display(model)
  }
}

// MARK: - ProfilePresenting
extension ProfilePresenter: ProfilePresenting {
  public func viewDidLoad() async {
    do {
      view?.display(viewModel(for: try await interactor.signedInUser()))
    } catch {
      show(error)
    }
  }

  public func didRequestBack() {
    router?.openSearch()
  }

  public func didRequestSignOut() async {
    do {
      try await interactor.signOut()
      var model = emptyViewModel()
      model.status = localize(ProfilePhrase.signedOut)
      view?.display(model)
      router?.didSignOut()
    } catch {
      await showSignOutFailure(error)
    }
  }

  /// A failed sign-out, saying whether the session ended all the same (its token may be gone
  /// before the write that failed); just the failure when that cannot be told either.
  private func showSignOutFailure(_ error: any Error) async {
    let after: ProfilePhrase?
    do {
      _ = try await interactor.signedInUser()
      after = .stillSignedIn
    } catch MusicLibraryError.notSignedIn {
      after = .signedOutAnyway
    } catch {
      after = nil
    }
    var failure = FailureNotice(MusicLibraryError.wrapping(error), localizer: localize)
    if let after {
      failure = FailureNotice(
        code: failure.code, message: failure.message + ". " + localize(after), kind: failure.kind)
    }
    var model = emptyViewModel()
    model.failure = failure
    view?.display(model)
  }
}
