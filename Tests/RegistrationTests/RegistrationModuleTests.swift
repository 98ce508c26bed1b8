import Domain
import InMemoryPorts
import Registration
import TestSupport
import Testing

@Suite @MainActor struct RegistrationModuleTests {
  @Test func theSignUpScreenGoesAwayWithItsViewAndRouter() async {
    let dependencies = RegistrationDependencies(
      users: InMemoryAccounts(allowingUse: false), hasher: PlainTextHasher(),
      clock: FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!),
      defaultPhoneRegion: .by, language: .en)
    await expectDeallocated(
      view: RegistrationViewSpy.init, router: RegistrationRouterSpy.init,
      build: { RegistrationModule.build(view: $0, router: $1, dependencies: dependencies) },
      load: { presenter, _ in presenter.viewDidLoad() })
  }
}
