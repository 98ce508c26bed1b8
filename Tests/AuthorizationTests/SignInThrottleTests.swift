import Authorization
import Domain
import Foundation
import InMemoryPorts
import Localization
import TestSupport
import Testing

@Suite struct SignInThrottleTests {
  let accounts = InMemoryAccounts(allowingUse: true)
  let attempts = InMemorySignInAttempts(allowingUse: true)
  let clock = FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!)
  let hasher = PlainTextHasher()

  var interactor: AuthorizationInteractor {
    AuthorizationInteractor(
      dependencies: AuthorizationDependencies(
        users: accounts, currentUser: accounts, hasher: hasher, attempts: attempts, clock: clock,
        language: .en))
  }

  func register() async throws {
    _ = try await accounts.create(
      NewAccount(
        firstName: "Ivan", lastName: "Petrov", birthDate: CalendarDate(iso: "1990-03-07")!,
        phone: "+375291234567", email: "ivan@example.com",
        passwordHash: try hasher.hash("Secret12")))
  }

  func attempt(_ email: String, _ password: String) async -> MusicLibraryError? {
    do {
      _ = try await interactor.signIn(email: email, password: password)
      return nil
    } catch {
      return error as? MusicLibraryError
    }
  }

  @Test func fiveFailuresLockTheEmailEvenForTheRightPassword() async throws {
    try await register()
    for _ in 1...5 {
      #expect(await attempt("ivan@example.com", "Wrong123") == .wrongCredentials)
    }
    #expect(
      await attempt("IVAN@example.com", "Secret12") == .tooManyAttempts(retryAfterSeconds: 30))
    #expect(await accounts.currentUserID() == nil, "a locked e-mail never signs in")
    clock.advance(by: 29)
    #expect(await attempt("ivan@example.com", "Secret12") == .tooManyAttempts(retryAfterSeconds: 1))
  }

  @Test func anOverLongEmailIsRefusedAsInvalidWithoutARecord() async throws {
    let longest = String(repeating: "a", count: 242) + "@example.com"
    let overLong = "b" + longest
    #expect(longest.count == 254)

    #expect(await attempt(overLong, "Wrong123") == .overLongEmail)
    #expect(
      await attempt("  \(String(repeating: "x", count: 50_000))@example.com", "Wrong123")
        == .overLongEmail)
    #expect(await attempt(longest, "Wrong123") == .wrongCredentials, "254 is still allowed")

    #expect(await attempts.attempts(for: overLong) == .none, "nothing recorded")
    #expect(await attempts.attempts(for: longest).failures == 1)
    #expect(MusicLibraryError.overLongEmail.kind == .invalidInput)
    #expect(
      Localizer(language: .en).message(for: .overLongEmail)
        == "This is not a valid e-mail address: it has more than 254 characters")
  }

  @Test func anEmptyEmailIsWrongWithoutARecord() async throws {
    #expect(await attempt("", "Wrong123") == .wrongCredentials)
    #expect(await attempt("   ", "Wrong123") == .wrongCredentials)
    #expect(await attempts.attempts(for: "") == .none, "nothing recorded")
  }

  @Test func theDelayDoublesUpToFifteenMinutes() async throws {
    try await register()
    var expected: [Int] = []
    var seen: [Int] = []
    for failure in 1...12 {
      _ = await attempt("ivan@example.com", "Wrong123")
      if failure >= 5 {
        expected.append(min(30 << (failure - 5), 900))
        if case .tooManyAttempts(let seconds)? = await attempt("ivan@example.com", "Wrong123") {
          seen.append(seconds)
          clock.advance(by: TimeInterval(seconds))
        }
      }
    }
    #expect(seen == expected)
    #expect(seen.last == 900)
  }

  @Test func aSuccessResetsTheCount() async throws {
    try await register()
    for _ in 1...4 { _ = await attempt("ivan@example.com", "Wrong123") }
    #expect(await attempt("ivan@example.com", "Secret12") == nil)
    #expect(await attempts.attempts(for: "ivan@example.com") == .none)
    for _ in 1...4 {
      #expect(await attempt("ivan@example.com", "Wrong123") == .wrongCredentials)
    }
  }

  @Test func unknownEmailsAreThrottledTheSameWay() async {
    for _ in 1...5 {
      #expect(await attempt("ghost@example.com", "Wrong123") == .wrongCredentials)
    }
    #expect(
      await attempt("ghost@example.com", "Wrong123") == .tooManyAttempts(retryAfterSeconds: 30))
  }

  @Test func theMessageSaysWhenToTryAgain() {
    let english = Localizer(language: .en)
    let russian = Localizer(language: .ru)
    #expect(
      english.message(for: .tooManyAttempts(retryAfterSeconds: 30))
        == "Too many failed sign-in attempts. Try again in 30 seconds")
    #expect(
      russian.message(for: .tooManyAttempts(retryAfterSeconds: 120))
        == "Слишком много неудачных попыток входа. Повторите через 2 минуты")
    #expect(MusicLibraryError.tooManyAttempts(retryAfterSeconds: 1).kind == .tryLater)
  }

  @Test func policyTable() {
    let policy = SignInThrottlePolicy()
    #expect(policy.delay(afterFailures: 4) == nil)
    #expect(policy.delay(afterFailures: 5) == 30)
    #expect(policy.delay(afterFailures: 6) == 60)
    #expect(policy.delay(afterFailures: 10) == 900)
    #expect(policy.delay(afterFailures: 1000) == 900)
  }
}
