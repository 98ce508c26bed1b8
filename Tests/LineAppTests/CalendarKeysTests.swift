import Domain
import InMemoryPorts
import Registration
import TestSupport
import Testing

@testable import LineAccountScreens
@testable import LineApp

/// The birth-date calendar on a terminal's line editor: Page Up/Down change the month, the
/// arrows move a day or a week, Enter picks the day moved to; every other prompt edits its line.
@MainActor @Suite struct CalendarKeysTests {
  final class Router: RegistrationRouting {
    var registered: String?
    func didRegister(email: String) { registered = email }
    func openSignIn() {}
  }

  @Test func pageUpThenArrowsThenEnterPickTheDayMovedTo() async throws {
    let router = Router()
    let accounts = InMemoryAccounts(allowingUse: true)
    // Page Up, → → →, ↓, Enter; the first name's Left puts the "I" back in front.
    let keyboard = ScriptedKeyboard(
      typing: "van\u{1B}[D\u{1B}[D\u{1B}[DI\rPetrov\rcalendar\r\u{1B}[5~"
        + "\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[B\r291234567\rivan@example.com\rSecret12\rSecret12\r")
    let console = LineEditingConsole(ScriptedConsole([]), keyboard: keyboard.terminal)
    let view = RegistrationTextView(console: console)
    let presenter = RegistrationModule.build(
      view: view, router: router,
      dependencies: RegistrationDependencies(
        users: accounts, hasher: PlainTextHasher(),
        clock: FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!),
        defaultPhoneRegion: .by, language: .en))
    presenter.viewDidLoad()
    _ = await view.run(presenter: presenter) { router.registered != nil }

    #expect(router.registered == "ivan@example.com", "\(keyboard.output)")
    let credentials = try #require(await accounts.credentials(email: "ivan@example.com"))
    let user = try #require(await accounts.user(id: credentials.userID))
    #expect(user.firstName == "Ivan")
    // The calendar opens on November 2008; Page Up shows October, whose 1st the arrows start on.
    #expect(user.birthDate == CalendarDate(year: 2008, month: 10, day: 11))
  }
}
