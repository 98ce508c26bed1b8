import Authorization
import Domain
import Foundation
import InMemoryPorts
import Localization
import TestSupport
import Testing

@MainActor @Suite struct AuthorizationTests {
  let accounts = InMemoryAccounts(allowingUse: true)
  let hasher = PlainTextHasher()
  let attempts = InMemorySignInAttempts(allowingUse: true)
  let clock = FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!)

  func register(email: String = "ivan@example.com", password: String = "Secret12") async throws
    -> User
  {
    try await accounts.create(
      NewAccount(
        firstName: "Ivan", lastName: "Petrov", birthDate: CalendarDate(iso: "1990-03-07")!,
        phone: "+375291234567", email: email, passwordHash: try hasher.hash(password)))
  }

  func build(language: Language = .en) -> (
    AuthorizationPresenting, SignInViewSpy, RouterSpy
  ) {
    let view = SignInViewSpy()
    let router = RouterSpy()
    let presenter = AuthorizationModule.build(
      view: view, router: router,
      dependencies: AuthorizationDependencies(
        users: accounts, currentUser: accounts, hasher: hasher, attempts: attempts, clock: clock,
        language: language))
    return (presenter, view, router)
  }

  @Test func rightPasswordStartsASessionAndRoutes() async throws {
    let user = try await register()
    let (presenter, view, router) = build()
    presenter.viewDidLoad(email: "ivan@example.com")
    #expect(view.models.last?.email == "ivan@example.com")
    await presenter.didSubmit(email: "  IVAN@example.com ", password: "Secret12")
    #expect(router.calls == [.didSignIn])
    #expect(await accounts.currentUserID() == user.id)
    #expect(view.models.contains { $0.isLoading })
  }

  @Test func aLockOutCarriesItsSecondsForACountdownAndTheNextAttemptDropsThem() async throws {
    _ = try await register()
    let (presenter, view, _) = build()
    for _ in 1...5 { await presenter.didSubmit(email: "ivan@example.com", password: "Wrong123") }
    #expect(view.models.last?.retryAfterSeconds == nil, "a wrong password is no lock-out")
    await presenter.didSubmit(email: "ivan@example.com", password: "Wrong123")
    #expect(view.models.last?.failure?.code == "tooManyAttempts")
    #expect(view.models.last?.retryAfterSeconds == 30)
    clock.advance(by: 30)
    await presenter.didSubmit(email: "ivan@example.com", password: "Secret12")
    #expect(view.models.last?.retryAfterSeconds == nil)
  }

  @Test func thePasswordIsCheckedOffTheMainActor() async throws {
    let probe = MainQueueProbeHasher()
    _ = try await accounts.create(
      NewAccount(
        firstName: "Ivan", lastName: "Petrov", birthDate: CalendarDate(iso: "1990-03-07")!,
        phone: "+375291234567", email: "ivan@example.com",
        passwordHash: try probe.hash("Secret12")))
    #expect(probe.ranOnMainQueue == [true], "the probe tells the main actor from the others")
    let router = RouterSpy()
    let presenter = AuthorizationModule.build(
      view: SignInViewSpy(), router: router,
      dependencies: AuthorizationDependencies(
        users: accounts, currentUser: accounts, hasher: probe, attempts: attempts, clock: clock,
        language: .en))
    let before = probe.ranOnMainQueue.count

    await presenter.didSubmit(email: "ivan@example.com", password: "Secret12")

    #expect(router.calls == [.didSignIn])
    let checks = probe.ranOnMainQueue.dropFirst(before)
    #expect(!checks.isEmpty && !checks.contains(true), "the spinner's actor stays free")
  }

  @Test func anOpenSessionIsNamedAndAnEmptyEntryGoesOnAsItsUser() async throws {
    let user = try await register()
    await accounts.begin(for: user.id)
    let (presenter, view, router) = build()
    presenter.viewDidLoad(email: nil)

    await presenter.loadOpenSession()

    #expect(view.models.last?.openSession == "You are signed in as Ivan Petrov (ivan@example.com).")
    #expect(view.models.last?.email == "", "no pre-fill: an empty line means continue")
    presenter.didContinueSignedIn()
    #expect(router.calls == [.didSignIn])
  }

  @Test func withNobodySignedInNothingIsNamedAndContinuingDoesNothing() async throws {
    _ = try await register()
    let (presenter, view, router) = build(language: .ru)
    presenter.viewDidLoad(email: nil)

    await presenter.loadOpenSession()
    presenter.didContinueSignedIn()

    #expect(view.models.last?.openSession == nil)
    #expect(router.calls.isEmpty)
  }

  @Test func signingInAgainOverAnOpenSessionReplacesIt() async throws {
    let first = try await register()
    let second = try await register(email: "anna@example.com")
    await accounts.begin(for: first.id)
    let (presenter, view, router) = build(language: .ru)
    await presenter.loadOpenSession()
    #expect(view.models.last?.openSession?.hasPrefix("Вы вошли как Ivan Petrov") == true)

    await presenter.didSubmit(email: "anna@example.com", password: "Secret12")

    #expect(router.calls == [.didSignIn])
    #expect(await accounts.currentUserID() == second.id)
  }

  @Test func unknownEmailAndWrongPasswordReadTheSame() async throws {
    _ = try await register()
    let (presenter, view, router) = build()
    await presenter.didSubmit(email: "ivan@example.com", password: "Wrong123")
    let wrongPassword = view.models.last?.failure
    await presenter.didSubmit(email: "nobody@example.com", password: "Secret12")
    let unknownEmail = view.models.last?.failure
    #expect(wrongPassword != nil)
    #expect(wrongPassword == unknownEmail)
    #expect(wrongPassword?.code == "wrongCredentials")
    #expect(wrongPassword?.kind == .unauthorized)
    #expect(router.calls.isEmpty)
    #expect(await accounts.currentUserID() == nil)
  }

  @Test func messagesAreLocalized() async throws {
    let (presenter, view, _) = build(language: .ru)
    presenter.viewDidLoad(email: nil)
    #expect(view.models.last?.title == "Вход")
    await presenter.didSubmit(email: "x@y.io", password: "nope")
    #expect(view.models.last?.failure?.message == "Неверный e-mail или пароль")
  }

  @Test func outdatedHashIsUpgradedAfterSignIn() async throws {
    let user = try await accounts.create(
      NewAccount(
        firstName: "Old", lastName: "Hash", birthDate: CalendarDate(iso: "1980-01-01")!,
        phone: "+79123456789", email: "old@example.com", passwordHash: "old$Legacy12"))
    let interactor = AuthorizationInteractor(
      dependencies: AuthorizationDependencies(
        users: accounts, currentUser: accounts,
        hasher: PlainTextHasher(outdated: ["old$Legacy12"]), attempts: attempts, clock: clock,
        language: .en))
    #expect(try await interactor.signIn(email: "old@example.com", password: "Legacy12") == user.id)
    #expect(await accounts.passwordUpdates == 1)
    #expect(await accounts.credentials(email: "old@example.com")?.passwordHash == "plain$Legacy12")
  }

  @Test func signUpIntentRoutes() {
    let (presenter, _, router) = build()
    presenter.didRequestSignUp()
    #expect(router.calls == [.openRegistration])
  }

  @Test func presenterIsReleasedWithItsView() {
    var view: SignInViewSpy? = SignInViewSpy()
    let router = RouterSpy()
    var presenter: AuthorizationPresenting? = AuthorizationModule.build(
      view: view!, router: router,
      dependencies: AuthorizationDependencies(
        users: accounts, currentUser: accounts, hasher: hasher, attempts: attempts, clock: clock,
        language: .en))
    weak let weakPresenter = presenter as AnyObject?
    weak let weakView = view
    view = nil
    #expect(weakView == nil, "the presenter must not keep the view alive")
    presenter = nil
    #expect(weakPresenter == nil)
  }
}
