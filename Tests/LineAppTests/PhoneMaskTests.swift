import Domain
import InMemoryPorts
import LineEditing
import Localization
import Registration
import TerminalKit
import TestSupport
import Testing

@testable import LineAccountScreens
@testable import TextRenderers

/// The phone on the sign-up screen of a terminal, shown in its mask after each key.
@MainActor @Suite struct PhoneMaskTests {
  final class Router: RegistrationRouting {
    var registered: String?
    func didRegister(email: String) { registered = email }
    func openSignIn() {}
  }

  let router = Router()

  func presenter(view: any RegistrationDisplaying) -> any RegistrationPresenting {
    RegistrationModule.build(
      view: view, router: router,
      dependencies: RegistrationDependencies(
        users: InMemoryAccounts(allowingUse: true), hasher: PlainTextHasher(),
        clock: FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!),
        defaultPhoneRegion: .by, language: .en))
  }

  /// What the field shows after each key of `keys`, through the presenter's mask.
  func shown(_ keys: [TerminalKey]) -> [String] {
    let presenter = presenter(view: RegistrationTextView(console: ScriptedConsole([])))
    var line = PhoneMaskLine()
    return keys.compactMap { key in
      line.apply(key) == .edited
        ? line.shown(masking: { RegistrationTextView.phone(asTyped: $0, presenter: presenter) })
        : nil
    }
  }

  @Test func eachDigitShowsTheBelarusianMaskSoFar() {
    let keys = "291234567".map { TerminalKey.character($0) }
    #expect(
      shown(keys) == [
        "+375 (2", "+375 (29", "+375 (29) 1", "+375 (29) 12", "+375 (29) 123",
        "+375 (29) 123-4", "+375 (29) 123-45", "+375 (29) 123-45-6", "+375 (29) 123-45-67",
      ])
  }

  @Test func aPlusSevenShowsTheRussianMaskAndTheMasksSeparatorsAreNotTyped() {
    let keys = "+7 (912) 345".map { TerminalKey.character($0) }
    #expect(shown(keys).last == "+7 (912) 345")
    #expect(shown(keys).count == 8, "the plus and seven digits; spaces and brackets are ignored")
  }

  @Test func backspaceTakesTheLastDigitAndCtrlUAllOfThem() {
    let digits = "2912".map { TerminalKey.character($0) }
    #expect(shown(digits + [.backspace]).last == "+375 (29) 1")
    #expect(shown(digits + [.killToStart]).last == "")
    #expect(shown([.backspace]).isEmpty, "nothing to take")
  }

  @Test func thePhoneAsTypedIsGivenInItsMaskAndAnythingElseAsTyped() {
    let presenter = presenter(view: RegistrationTextView(console: ScriptedConsole([])))
    let shown = { RegistrationTextView.phone(asTyped: $0, presenter: presenter) }
    #expect(shown("2912") == "+375 (29) 12")
    #expect(shown("+7912") == "+7 (912")
    #expect(shown("") == "")
    #expect(shown("back") == "back")
  }

  @Test func wordsAreShownAsTypedSoCommandsStillWork() {
    #expect(shown("back".map { TerminalKey.character($0) }).last == "back")
  }

  @Test func enterSubmitsWhatWasTypedAndCtrlDEndsOnlyAnEmptyField() {
    var line = PhoneMaskLine()
    #expect(line.apply(.endOfInput) == .endOfInput)
    _ = line.apply(.character("2"))
    #expect(line.apply(.endOfInput) == .ignored)
    _ = line.apply(.character("9"))
    #expect(line.apply(.enter) == .submitted("29"))
  }

  @Test func aTerminalShowsTheMaskAsTheDigitsAreTypedAndTheNumberIsEntered() async {
    let console = ScriptedConsole([
      "Ivan", "Petrov", "1990-03-07", "ivan@example.com", "Secret12", "Secret12",
    ])
    let keyboard = ScriptedKeyboard(typing: "29 1233\u{7F}4567\r")
    let view = RegistrationTextView(console: console, keyboard: keyboard.terminal)
    let presenter = presenter(view: view)
    presenter.viewDidLoad()

    let finished = await view.run(presenter: presenter) { router.registered != nil }

    #expect(finished && router.registered == "ivan@example.com")
    #expect(keyboard.output.hasPrefix("Phone (+375 (xx) xxx-xx-xx or +7 (xxx) xxx-xx-xx): "))
    #expect(
      keyboard.writes.contains(
        "\r\u{1B}[JPhone (+375 (xx) xxx-xx-xx or +7 (xxx) xxx-xx-xx): +375 (29) 123-3"))
    #expect(
      keyboard.writes.suffix(2) == [
        "\r\u{1B}[JPhone (+375 (xx) xxx-xx-xx or +7 (xxx) xxx-xx-xx): +375 (29) 123-45-67", "\n",
      ])
    #expect(!keyboard.isRaw, "the terminal is put back")
    #expect(keyboard.interruptCleanups.last == .some(nil), "nothing left to write on Ctrl-C")
    #expect(!console.prompts.contains { $0.hasPrefix("Phone") }, "the phone is not read as a line")
    #expect(console.output.contains("→ +375 (29) 123-45-67"))
  }

  @Test func inANarrowTerminalThePromptLeavesRoomForTheWholeMaskedNumber() async {
    let console = ScriptedConsole(["Ivan", "Petrov", "1990-03-07"])
    console.columns = 60
    let keyboard = ScriptedKeyboard(typing: "\u{04}")
    let view = RegistrationTextView(console: console, keyboard: keyboard.terminal)
    let presenter = presenter(view: view)
    presenter.viewDidLoad()

    _ = await view.run(presenter: presenter) { false }

    // The prompt fits 60 columns, the number after it would not: its last word moves down.
    #expect(
      keyboard.output.hasPrefix("Phone (+375 (xx) xxx-xx-xx or +7 (xxx)\nxxx-xx-xx): "),
      "\(keyboard.output)")
  }

  @Test func aNumberThatWrapsIsRedrawnFromTheRowItBeganOn() {
    let prompt = String(repeating: "p", count: 50)
    #expect(
      RegistrationTextView.redraw(
        from: prompt + "+375 (29) 12", to: prompt + "+375 (29) 1", width: 60)
        == "\u{1B}[1A\r\u{1B}[J" + prompt + "+375 (29) 1")
    #expect(
      RegistrationTextView.redraw(from: String(repeating: "p", count: 60), to: "x", width: 60)
        == "\r\u{1B}[Jx", "a full row leaves the cursor on it")
    #expect(
      RegistrationTextView.redraw(from: prompt + "+375", to: "x", width: nil) == "\r\u{1B}[Jx")
  }

  @Test func ctrlDAtTheEmptyPhoneEndsTheSignUp() async {
    let console = ScriptedConsole(["Ivan", "Petrov", "1990-03-07"])
    let keyboard = ScriptedKeyboard(typing: "\u{04}")
    let view = RegistrationTextView(console: console, keyboard: keyboard.terminal)
    let presenter = presenter(view: view)
    presenter.viewDidLoad()

    #expect(await view.run(presenter: presenter) { false } == false)
    #expect(!keyboard.isRaw)
  }
}
