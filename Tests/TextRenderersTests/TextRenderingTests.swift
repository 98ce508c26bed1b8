import AlbumDetail
import Domain
import InMemoryPorts
import Localization
import Registration
import Search
import TerminalKit
import TerminalText
import TestSupport
import Testing

@testable import LineAccountScreens
@testable import TextRenderers

@Suite struct TextRenderingTests {
  @Test func escapeSequencesFromTheCatalogNeverReachTheTerminal() {
    let hostile = "Evil\u{1B}]0;owned\u{07}\u{1B}[2JTitle\u{9B}31m"
    let clean = TerminalSafe.clean(hostile)
    #expect(!clean.unicodeScalars.contains { $0.properties.generalCategory == .control })
    #expect(clean.contains("Evil") && clean.contains("Title"))
    let row = SearchRowViewModel(
      number: 1, title: hostile, artist: "A\u{1B}[31m", tracks: "1 track", year: "2000",
      artworkURL: nil, thumbnailURL: nil)
    let text = SearchText.render(
      SearchViewModel(title: "t", prompt: "p", rows: [row]), style: TextStyle(enabled: false))
    #expect(!text.contains("\u{1B}"))
  }

  @Test func theAgeOfStaleResultsFollowsTheirMessage() {
    let row = SearchRowViewModel(
      number: 1, title: "Abbey Road", artist: "The Beatles", tracks: "17 tracks", year: "1969",
      artworkURL: nil, thumbnailURL: nil)
    var search = SearchViewModel(title: "t", prompt: "p", rows: [row], message: "Found 1 album")
    search.age = "Saved 3 hours ago — offline"
    #expect(
      SearchText.render(search, style: TextStyle(enabled: false))
        == "Found 1 album\nSaved 3 hours ago — offline\n1. Abbey Road — The Beatles · 17 tracks · 1969"
    )
    var tracks = TrackSearchViewModel(title: "t", prompt: "p")
    tracks.message = "Found 0 tracks"
    tracks.age = "Saved yesterday — offline"
    #expect(
      TrackSearchText.render(tracks, style: TextStyle(enabled: false))
        == "Found 0 tracks\nSaved yesterday — offline")
  }

  @Test func stylingIsOffWithoutPermission() {
    #expect(TextStyle(enabled: false).error("x") == "x")
    #expect(TextStyle(enabled: true).error("x") == "\u{1B}[31mx\u{1B}[0m")
  }

  @Test func calendarMarksUnavailableAndSelectedDays() {
    let day = { (day: Int, available: Bool, selected: Bool) in
      CalendarViewModel.Day(day: day, isAvailable: available, isSelected: selected)
    }
    let calendar = CalendarViewModel(
      title: "March 2008", weekdays: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
      weeks: [
        [nil, nil, nil, nil, nil, day(1, true, false), day(2, false, false)],
        [day(3, true, true), nil, nil, nil, nil, nil, nil],
      ],
      legend: "legend", earliestYear: 1900, latestYear: 2008, message: nil)
    let lines = RegistrationText.renderCalendar(
      calendar, hint: "hint", style: TextStyle(enabled: false)
    )
    .split(separator: "\n").map(String.init)
    #expect(lines[0] == "March 2008")
    #expect(lines[1] == " Mo  Tu  We  Th  Fr  Sa  Su")
    #expect(lines[2] == "                      1  ··")
    #expect(lines[3] == "[ 3]")
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
  }
}

@MainActor @Suite struct RegistrationTextViewTests {
  /// Records the e-mail an account was made for.
  final class Router: RegistrationRouting {
    var registered: String?
    func didRegister(email: String) { registered = email }
    func openSignIn() {}
  }

  /// Runs the sign-up screen over `console`'s script until an account is made or input ends;
  /// whether it finished, and the e-mail it was made for.
  func signUp(_ console: ScriptedConsole) async -> (finished: Bool, registered: String?) {
    let view = RegistrationTextView(console: console)
    let router = Router()
    let presenter = RegistrationModule.build(
      view: view, router: router,
      dependencies: RegistrationDependencies(
        users: InMemoryAccounts(allowingUse: true), hasher: PlainTextHasher(),
        clock: FixedClock(today: CalendarDate(year: 2026, month: 11, day: 22)!),
        defaultPhoneRegion: .by, language: .en))
    presenter.viewDidLoad()
    let finished = await view.run(presenter: presenter) { router.registered != nil }
    return (finished, router.registered)
  }

  @Test func aWrongFieldIsAskedAgainAtOnceAndTheOthersOnce() async {
    let console = ScriptedConsole([
      "Ivan", "Petrov", "1990-03-07", "29 123 45 67", "bad-email", "ivan@example.com", "Secret12",
      "Secret12",
    ])
    let (finished, registered) = await signUp(console)
    #expect(finished)
    #expect(registered == "ivan@example.com")
    let emailPrompts = console.prompts.filter { $0.hasPrefix("E-mail") }
    #expect(emailPrompts.count == 2)
    #expect(console.prompts.filter { $0.hasPrefix("First name") }.count == 1)
    #expect(console.output.contains("→ +375 (29) 123-45-67"))
    #expect(console.output.contains("→ 7 March 1990 · Age: 36 years"), "the date as understood")
    #expect(
      console.output.contains("E-mail (name@example.com): bad-email\n  ✖ "),
      "the e-mail's error shows as soon as it is entered, before the passwords")
    #expect(!console.output.contains("Secret12"))
  }

  @Test func enterOnAFieldThatIsStillWrongSaysSoAndAsksAgain() async {
    let console = ScriptedConsole([
      "Ivan", "Petrov", "1990-03-07", "29 123 45 67", "bad-email", "", "ivan@example.com",
      "Secret12", "Secret12",
    ])

    let (finished, registered) = await signUp(console)

    #expect(finished)
    #expect(registered == "ivan@example.com")
    #expect(
      console.prompts.filter { $0.hasPrefix("E-mail (name@example.com) [bad-email]") }.count == 2,
      "asked again after Enter kept the wrong value: \(console.prompts)")
    #expect(
      console.output.contains("[bad-email]: \n  ✖ "), "said at once, not after the passwords")
  }
}
