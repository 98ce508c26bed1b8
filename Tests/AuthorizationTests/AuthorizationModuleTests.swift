import Authorization
import Domain
import InMemoryPorts
import TestSupport
import Testing

@Suite @MainActor struct AuthorizationModuleTests {
  let accounts = InMemoryAccounts(allowingUse: true)
  let clock = FixedClock(today: CalendarDate(year: 2026, month: 3, day: 6)!)

  @Test func theSignInScreenGoesAwayWithItsViewAndRouter() async {
    let dependencies = AuthorizationDependencies(
      users: accounts, currentUser: accounts, hasher: PlainTextHasher(),
      attempts: InMemorySignInAttempts(allowingUse: false), clock: clock, language: .en)
    await expectDeallocated(
      view: SignInViewSpy.init, router: RouterSpy.init,
      build: { AuthorizationModule.build(view: $0, router: $1, dependencies: dependencies) },
      load: { presenter, _ in presenter.viewDidLoad(email: "ivan@example.com") })
  }

  @Test func theProfileScreenGoesAwayWithItsViewAndRouter() async {
    let dependencies = ProfileDependencies(currentUser: accounts, clock: clock, language: .en)
    await expectDeallocated(
      view: ProfileViewSpy.init, router: RouterSpy.init,
      build: { ProfileModule.build(view: $0, router: $1, dependencies: dependencies) },
      load: { presenter, _ in await presenter.viewDidLoad() })
  }
}
