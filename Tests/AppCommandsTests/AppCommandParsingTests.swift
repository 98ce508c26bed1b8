import AppCommands
import Testing

@Suite struct AppCommandParsingTests {
  @Test(
    arguments: [
      ("library", AppCommand.library), ("History", .history), (":filters", .filters),
      ("queue", .queue), ("profile", .profile), ("quit", .quit), ("q", .quit), ("?", .help),
      ("библиотека", .library), ("ФИЛЬТРЫ", .filters), ("очередь", .queue), ("выход", .quit),
      ("выйти  из аккаунта", .signOut), ("prev", .previous), ("previous", .previous),
    ] as [(String, AppCommand)])
  func wordsNameTheirCommandInEitherLanguage(typed: String, command: AppCommand) {
    #expect(AppCommand.parse(typed) == command)
  }

  @Test func playAndPauseAreTwoCommands() {
    #expect(AppCommand.parse("play") == .play)
    #expect(AppCommand.parse("pause") == .pause)
    #expect(AppCommand.parse("играть") == .play)
    #expect(AppCommand.parse("пауза") == .pause)
    #expect(AppCommand.parse("toggle") == .toggle)
  }

  @Test func verbsTakeWhatFollowsThem() {
    #expect(AppCommand.parse("tracks группа крови") == .tracks("группа крови"))
    #expect(AppCommand.parse(":медиа кино") == .media("кино"))
    #expect(AppCommand.parse("12") == .number(12))
    #expect(AppCommand.parse("-1") == .text("-1"))
    #expect(AppCommand.parse("назад в будущее") == .text("назад в будущее"))
  }

  @Test func aLetterIsReadByItsKeyWhenTheFrontEndSaysHow() {
    #expect(AppCommand.parse("й") == .text("й"))
    #expect(AppCommand.parse("й") { $0 == "й" ? "q" : $0 } == .quit)
  }

  @Test(
    arguments: [
      ("histroy", "history"), ("libary", "library"), ("fiters", "filters"), ("queeue", "queue"),
      ("Profiel", "profile"), ("истрия", "история"),
    ])
  func aWordOneSlipFromACommandNamesIt(typed: String, command: String) {
    #expect(AppCommand.nearMiss(typed) == command)
  }

  @Test(arguments: ["history", "Queen", "filter", "players", "kino", "Moby", "a", "Nirvana"])
  func commandsNamesAndPluralsAreNoSlips(typed: String) {
    #expect(AppCommand.nearMiss(typed) == nil)
  }
}
