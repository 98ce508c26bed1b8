import Domain
import Localization

/// Holds the sign-in form's state and turns outcomes into view models.
@MainActor public final class AuthorizationPresenter {
  private let interactor: any AuthorizationInteracting
  private weak var view: (any AuthorizationDisplaying)?
  private weak var router: (any AuthorizationRouting)?
  private let localize: Localizer
  private var viewModel: AuthorizationViewModel

  /// Creates the presenter; the view and the router are held weakly.
  public init(
    interactor: any AuthorizationInteracting, view: any AuthorizationDisplaying,
    router: any AuthorizationRouting, language: Language
  ) {
    self.interactor = interactor
    self.view = view
    self.router = router
    let localize = Localizer(language: language)
    self.localize = localize
    self.viewModel = AuthorizationViewModel(
      title: localize(AuthorizationPhrase.title),
      emailLabel: localize(AuthorizationPhrase.emailLabel),
      passwordLabel: localize(AuthorizationPhrase.passwordLabel), email: "")
  }

  private func show() { view?.display(viewModel) }
}

// MARK: - AuthorizationPresenting
extension AuthorizationPresenter: AuthorizationPresenting {
  public func viewDidLoad(email: String?) {
    viewModel.email = email ?? ""
    viewModel.failure = nil
    show()
  }

  public func loadOpenSession() async {
    do {
      guard let user = try await interactor.signedInUser() else { return }
      viewModel.openSession = localize(
        AuthorizationPhrase.openSession,
        ["name": "\(user.firstName) \(user.lastName)", "email": user.email])
    } catch {
      viewModel.failure = FailureNotice(MusicLibraryError.wrapping(error), localizer: localize)
    }
    show()
  }

  public func didContinueSignedIn() {
    guard viewModel.openSession != nil else { return }
    router?.didSignIn()
  }

  public func didSubmit(email: String, password: String) async {
    viewModel.email = email.trimmedOfWhitespace
    viewModel.failure = nil
    viewModel.retryAfterSeconds = nil
    viewModel.isLoading = true
    show()
    do {
      _ = try await interactor.signIn(email: email, password: password)
      viewModel.isLoading = false
      router?.didSignIn()
    } catch {
      viewModel.isLoading = false
      let failure = MusicLibraryError.wrapping(error)
      viewModel.failure = FailureNotice(failure, localizer: localize)
      if case .tooManyAttempts(let seconds) = failure { viewModel.retryAfterSeconds = seconds }
      show()
    }
  }

  public func didRequestSignUp() {
    router?.openRegistration()
  }
}
