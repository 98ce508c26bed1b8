import AppCommands
import Localization
import TerminalKit
import TestSupport
import Testing

@testable import LineApp
@testable import LinePlayer
@testable import LineScreens
@testable import TextRenderers

@MainActor @Suite struct CommandWordTests {
  @Test(
    arguments: [
      ("помощь", AppCommand.help), ("Назад", .back), (":выход", .quit), ("ПРОФИЛЬ", .profile),
      ("история", .history), ("фильтры", .filters), ("календарь", .calendar),
      ("регистрация", .signUp), ("выйти  из аккаунта", .signOut),
    ] as [(String, AppCommand)])
  func russianWordsAreTheScreenCommands(typed: String, command: AppCommand) {
    #expect(CommandWord.command(typed) == command)
  }

  @Test func otherRussianTextStaysText() {
    #expect(CommandWord.command("кино") == .text("кино"))
    #expect(CommandWord.command("назад в будущее") == .text("назад в будущее"))
  }

  @Test(
    arguments: [
      ("играть", PlayerCommand.play), ("пауза", .pause), ("дальше", .next),
      ("предыдущий", .previous), ("стоп", .stop), ("назад", .back), ("выход", .quit),
      ("помощь", .help),
    ] as [(String, PlayerCommand)])
  func thePlayerTakesRussianWords(typed: String, command: PlayerCommand) {
    #expect(PlayerCommand(line: typed) == command)
  }

  @Test(
    arguments: [
      ("й", AppCommand.quit), ("Й", .quit), (":й", .quit), ("и", .back), ("И", .back),
      ("назад", .back), ("х", .text("х")), ("д", .text("д")), ("йй", .text("йй")),
    ] as [(String, AppCommand)])
  func singleLettersWorkOnTheRussianLayoutByTheirKey(typed: String, command: AppCommand) {
    #expect(CommandWord.command(typed) == command)
  }

  @Test(
    arguments: [
      ("т", PlayerCommand.next), ("з", .previous), ("ы", .stop), ("и", .back), ("й", .quit),
      ("Т", .next), ("тт", .unknown),
    ] as [(String, PlayerCommand)])
  func thePlayersLetterCommandsWorkOnTheRussianLayout(typed: String, command: PlayerCommand) {
    #expect(PlayerCommand(line: typed) == command)
  }

  @Test(
    arguments: [
      ("т", PlayerCommand.next), ("з", .previous), ("ы", .stop), ("и", .back), ("й", .quit),
      ("р", .help), ("Т", .next), ("N", .next), (" ", .toggle), ("?", .help), ("ж", .unknown),
      ("x", .unknown),
    ] as [(Character, PlayerCommand)])
  func thePlayersKeysWorkOnTheRussianLayout(key: Character, command: PlayerCommand) {
    #expect(PlayerCommand(key: key) == command)
  }

  @Test func russianCommandWordsComeBeforeTheLayout() {
    for (word, english) in AppCommand.russianWords {
      #expect(CommandWord.english(word) == english)
    }
    #expect(
      AppCommand.russianWords.allSatisfy { $0.word.count > 1 },
      "no Russian command word is a single letter the layout would read as a key")
  }

  @Test func theArtistsOtherAlbumsOpenOnTheRussianLayout() {
    #expect(AlbumDetailTextView.otherAlbumNumber("ф2") == 2)
    #expect(AlbumDetailTextView.otherAlbumNumber("Ф12") == 12)
    #expect(AlbumDetailTextView.otherAlbumNumber("a3") == 3)
    #expect(AlbumDetailTextView.otherAlbumNumber("фа2") == nil)
  }

  @Test func russianVerbsTakeTheirArguments() {
    #expect(TrackSearchCommand.query(in: "треки группа крови") == "группа крови")
    #expect(TrackSearchCommand.query(in: ":медиа кино", command: "media") == "кино")
    #expect(NumberedList.commandNumber("убрать 2", verbs: ["remove"]) == 2)
    #expect(NumberedList.commandNumber("удалить 3", verbs: ["delete"]) == 3)
  }

  @Test func theSearchScreenOpensTheLibraryAndSearchesTracksInRussian() async {
    let console = ScriptedConsole(["треки кино", "библиотека"])
    let presenter = TrackRequestingSearchPresenter()

    _ = await SearchTextView(console: console).run(presenter: presenter, isDone: { false })

    #expect(presenter.trackQueries == ["кино"])
    #expect(presenter.albumQueries.isEmpty, "«библиотека» is not searched")
    #expect(presenter.libraryRequests == 1)
  }

  @Test func theLibraryRemovesAndGoesBackInRussian() async {
    let console = ScriptedConsole(["убрать 2", "назад"])
    let presenter = RecordingLibraryPresenter()

    let goesOn = await LibraryTextView(console: console).run(
      presenter: presenter, isDone: { presenter.calls.last == "back" })

    #expect(goesOn)
    #expect(presenter.calls == ["remove 2", "back"])
  }

  @Test func theRussianHelpNamesTheRussianWordsOfItsScreenOnly() {
    let style = TextStyle(enabled: false)
    let album = HelpPhrase.album.screen(language: .ru, style: style)
    #expect(
      album.hasSuffix(
        "\n  по-русски       помощь, назад, выход, выйти из аккаунта, профиль, история, "
          + "сохранить, убрать, играть, стоп, плеер, проигрыватель, очередь"))
    let player = HelpPhrase.player.screen(language: .ru, style: style)
    #expect(player.contains("играть, пауза, дальше, предыдущий, стоп"))
    #expect(!player.contains("помощь"), "the player's help has no help line")
    #expect(!HelpPhrase.album.screen(language: .en, style: style).contains("помощь"))
  }
}
