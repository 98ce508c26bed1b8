import Authorization
import Domain
import InMemoryPorts
import Localization
import TestSupport
import Testing

@MainActor @Suite struct ProfileTests {
  let accounts = InMemoryAccounts(allowingUse: true)
  let clock = FixedClock(today: CalendarDate(year: 2026, month: 3, day: 6)!)

  func build(language: Language = .en) -> (ProfilePresenting, ProfileViewSpy, RouterSpy) {
    let view = ProfileViewSpy()
    let router = RouterSpy()
    let presenter = ProfileModule.build(
      view: view, router: router,
      dependencies: ProfileDependencies(
        currentUser: accounts, clock: clock, language: language))
    return (presenter, view, router)
  }

  func signIn() async throws {
    let user = try await accounts.create(
      NewAccount(
        firstName: "Ivan", lastName: "Petrov", birthDate: CalendarDate(iso: "1990-03-07")!,
        phone: "+375291234567", email: "ivan@example.com", passwordHash: "x"))
    await accounts.begin(for: user.id)
  }

  @Test func showsTheSessionUsersDataFromTheStore() async throws {
    try await signIn()
    let (presenter, view, _) = build()
    await presenter.viewDidLoad()
    let document = try #require(view.models.last?.document)
    #expect(document.firstName == "Ivan")
    #expect(document.birthDate == "1990-03-07")
    #expect(document.age == 35, "the birthday is tomorrow")
    #expect(document.phone == "+375 (29) 123-45-67")
    #expect(document.email == "ivan@example.com")
    #expect(view.models.last?.title == "Welcome, Ivan Petrov")
    #expect(view.models.last?.fields.map(\.value).contains("35 years") == true)
  }

  @Test func russianProfileUsesRussianPluralsAndDates() async throws {
    try await signIn()
    let (presenter, view, _) = build(language: .ru)
    await presenter.viewDidLoad()
    let values = view.models.last?.fields.map(\.value) ?? []
    #expect(values.contains("35 лет"))
    #expect(values.contains("7 марта 1990"))
  }

  @Test func withoutASessionItSaysNotSignedIn() async {
    let (presenter, view, _) = build()
    await presenter.viewDidLoad()
    #expect(view.models.last?.failure?.code == "notSignedIn")
    #expect(view.models.last?.failure?.kind == .unauthorized)
    #expect(view.models.last?.document == nil)
  }

  @Test func backLeadsToTheSearch() {
    let (presenter, _, router) = build()
    presenter.didRequestBack()
    #expect(router.calls == [.openSearch])
  }

  @Test func signOutEndsTheSessionAndRoutes() async throws {
    try await signIn()
    let (presenter, view, router) = build()
    await presenter.didRequestSignOut()
    #expect(await accounts.currentUserID() == nil)
    #expect(router.calls == [.didSignOut])
    #expect(view.models.last?.status == "You have signed out")
  }

  /// A sign-out whose write fails (a full disk) says whether the session ended all the same.
  @Test(arguments: [false, true])
  func aFailedSignOutSaysWhetherTheSessionEnded(endsAnyway: Bool) async throws {
    try await signIn()
    let view = ProfileViewSpy()
    let router = RouterSpy()
    let presenter = ProfileModule.build(
      view: view, router: router,
      dependencies: ProfileDependencies(
        currentUser: DiskFullSignOut(accounts: accounts, endsAnyway: endsAnyway), clock: clock,
        language: .en))

    await presenter.didRequestSignOut()

    let failure = try #require(view.models.last?.failure)
    #expect(failure.kind == .storage)
    #expect(
      failure.message.hasPrefix(
        "The database /data/library.sqlite3 failed: database or disk is full"))
    #expect(
      failure.message.hasSuffix(
        endsAnyway ? ". You are signed out all the same" : ". You are still signed in"))
    #expect(router.calls.isEmpty)
  }
}

/// A sign-out on a full disk: the write fails, after the session ended when `endsAnyway`.
private struct DiskFullSignOut: CurrentUser {
  let accounts: InMemoryAccounts
  let endsAnyway: Bool

  func signedInUser() async throws -> User { try await accounts.signedInUser() }
  func signIn(_ userID: User.ID) async throws { await accounts.signIn(userID) }
  func signOut() async throws {
    if endsAnyway { await accounts.signOut() }
    throw MusicLibraryError.storage(
      .other(path: "/data/library.sqlite3", detail: "database or disk is full"))
  }
}
