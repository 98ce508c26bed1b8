import Authorization

@MainActor final class SignInViewSpy: AuthorizationDisplaying {
  var models: [AuthorizationViewModel] = []
  func display(_ viewModel: AuthorizationViewModel) { models.append(viewModel) }
}

@MainActor final class ProfileViewSpy: ProfileDisplaying {
  var models: [ProfileViewModel] = []
  func display(_ viewModel: ProfileViewModel) { models.append(viewModel) }
}

@MainActor final class RouterSpy: AuthorizationRouting, ProfileRouting {
  enum Call: Equatable {
    case didSignIn
    case openRegistration
    case didSignOut
    case openSearch
  }

  var calls: [Call] = []
  func didSignIn() { calls.append(.didSignIn) }
  func openRegistration() { calls.append(.openRegistration) }
  func didSignOut() { calls.append(.didSignOut) }
  func openSearch() { calls.append(.openSearch) }
}
