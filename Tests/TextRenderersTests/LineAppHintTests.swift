import AlbumDetail
import Library
import Localization
import MediaDetail
import TerminalKit
import TerminalText
import TestSupport
import Testing

@testable import LineApp
@testable import LineScreens
@testable import TextRenderers

/// The line app's hints: each screen picks its own by its state, in the language it was given.
@MainActor @Suite struct LineAppHintTests {
  static func album() -> AlbumDetailViewModel {
    var model = AlbumDetailViewModel()
    model.album = AlbumDetailContentViewModel(
      artworkURL: nil, title: "Группа крови", artist: "Кино", year: "1988", genre: "Рок",
      trackCount: "1 track", totalDuration: "4:46", availability: nil,
      discs: [
        AlbumDetailDiscViewModel(
          heading: nil,
          tracks: [AlbumDetailTrackViewModel(number: 1, title: "Группа крови", duration: "4:46")])
      ],
      otherAlbums: OtherAlbumsViewModel(
        title: "Other albums by Кино", rows: [.init(number: 1, title: "Звезда", year: "1989")]))
    return model
  }

  @Test func theAlbumsHintNamesSaveAndRemoveUnderTheAlbum() async {
    let console = ScriptedConsole([])
    let view = AlbumDetailTextView(console: console)
    view.display(Self.album())
    _ = await view.run(presenter: IgnoringAlbumPresenter(), isDone: { false })

    let page = console.transcript.first ?? ""
    let hint = Localizer(language: .en)(LineAppHint.album)
    #expect(page.hasSuffix("\n" + hint))
    let help = HelpPhrase.album.screen(language: .en, style: TextStyle(enabled: false))
    #expect(help.contains("save            keep the album in your library"))
    #expect(help.contains("remove          take it out of your library"))
    #expect(page.contains("Other albums by Кино (a1, a2 … opens one)\n  a1. Звезда · 1989"))
  }

  @Test(arguments: [
    (Language.en, "No track of it is listed to play · help for more"),
    (.ru, "Треков для прослушивания нет · help — ещё"),
  ])
  func anAlbumWithNoTrackListedDoesNotOfferToPlayOne(language: Language, hint: String) async {
    let listed = Self.album().album!
    var model = AlbumDetailViewModel()
    model.album = AlbumDetailContentViewModel(
      artworkURL: nil, title: listed.title, artist: listed.artist, year: listed.year,
      genre: listed.genre, trackCount: "27 tracks", totalDuration: "-:--",
      availability: "0 of 27 tracks available; not listed as songs: 27", discs: [],
      otherAlbums: nil)
    let console = ScriptedConsole([])
    let view = AlbumDetailTextView(console: console)
    view.language = language
    view.display(model)
    _ = await view.run(presenter: IgnoringAlbumPresenter(), isDone: { false })

    #expect(console.transcript.first?.hasSuffix("\n" + hint) == true, "\(console.transcript)")
  }

  @Test func aOneShotAlbumPageHasNoHint() {
    let text = AlbumDetailText.render(
      Self.album(), style: TextStyle(enabled: false), commands: true)
    #expect(!text.contains("a1, a2"))
    #expect(!text.contains("Commands"))
  }

  static func item(listingAlbums: Bool, failed: Bool = false) -> MediaDetailViewModel {
    var model = MediaDetailViewModel()
    if failed {
      model.failure = FailureNotice(code: "notFound", message: "Not found", kind: .notFound)
      return model
    }
    model.content = MediaDetailContent(
      title: "Группа крови", explicitMark: nil, lines: [], description: nil,
      otherAlbums: listingAlbums
        ? OtherAlbumsViewModel(
          title: "Other albums", rows: [.init(number: 1, title: "Звезда", year: nil)])
        : nil,
      coverURL: nil)
    return model
  }

  @Test(arguments: [
    (true, false, Language.en, "Type an album's number to open it. Commands: back, quit, help"),
    (false, false, .en, "Commands: back, quit, help"),
    (false, false, .ru, "Команды: back, quit, help"),
    (false, true, .en, "Commands: back, quit, help"),
  ])
  func onlyAnItemPageWithAlbumsOffersTheirNumbers(
    listingAlbums: Bool, failed: Bool, language: Language, hint: String
  ) async {
    let console = ScriptedConsole(["x"])
    let view = MediaDetailTextView(console: console)
    view.language = language
    view.display(Self.item(listingAlbums: listingAlbums, failed: failed))

    _ = await view.run(presenter: NoMediaDetailPresenter(), isDone: { false })

    #expect(console.transcript.last == hint)
  }

  @Test func theAlbumSearchsHelpNamesTheTracksCommandAndTheSuggestionKeysInBothLanguages() {
    for language in [Language.en, .ru] {
      let help = HelpPhrase.search.screen(language: language, style: TextStyle(enabled: false))
      #expect(help.contains("  tracks "), "\(language)")
      #expect(help.contains("  ↑/↓ "), "\(language)")
    }
  }

  @Test(arguments: [Language.en, .ru])
  func eachScreensHintIsOneLineAt60ColumnsAndPointsToHelp(language: Language) {
    let localize = Localizer(language: language)
    for hint in [
      LineAppHint.search, .trackSearch, .mediaSearch, .album, .library, .history, .filters, .queue,
    ] {
      let text = localize(hint)
      #expect(TextLayout(width: 60).wrap(text).count == 1, "\(hint): \(text)")
      #expect(text.hasSuffix(language == .en ? "help for more" : "help — ещё"), "\(hint)")
    }
  }

  @Test(arguments: [
    (Language.en, "Unknown command “xyz”: help lists the commands here"),
    (.ru, "Неизвестная команда «xyz»: help — команды этого экрана"),
  ])
  func aWrongInputOnTheAlbumSaysWhatWasWrongInOneLine(language: Language, line: String) async {
    let console = ScriptedConsole(["xyz", ""])
    let view = AlbumDetailTextView(console: console)
    view.language = language
    view.display(Self.album())
    _ = await view.run(presenter: IgnoringAlbumPresenter(), isDone: { false })

    // An empty line says nothing.
    #expect(Array(console.transcript.suffix(3)) == ["> xyz", line, "> "])
  }

  @Test func anEmptyLibrarysMessageSaysHowToSaveAnAlbumInBothLanguages() {
    for (language, text) in [
      (Language.en, "Your library is empty: open an album and type save to keep it here"),
      (.ru, "Ваша библиотека пуста: откройте альбом и введите save, чтобы сохранить его"),
    ] {
      var model = LibraryViewModel(
        title: "", message: Localizer(language: language)(LibraryPhrase.empty))
      model.isEmpty = true
      let rendered = LibraryText.render(model, language: language, style: TextStyle(enabled: false))
      #expect(rendered.contains(text), "\(language)")
    }
  }

  @Test func thePlayersKeysIncludeQuitInBothLanguages() {
    let english = Localizer(language: .en)
    let russian = Localizer(language: .ru)
    #expect(
      english(LineAppHint.playerKeys)
        == "Keys: space play/pause · n next · p previous · s stop · r repeat · z shuffle · u queue"
        + " · b back · q quit")
    #expect(english(LineAppHint.player).contains("q quit"))
    #expect(russian(LineAppHint.playerKeys).hasSuffix("q — выход"))
  }

  /// The calendar's keys on a terminal are named where the calendar is, in both languages.
  @Test func theCalendarsHintNamesItsKeys() {
    for language in [Language.en, .ru] {
      let hint = Localizer(language: language)(LineAppHint.calendar)
      for key in ["←/→", "↑/↓", "Enter", "PgUp/PgDn", "<<", "1990", "back"] {
        #expect(hint.contains(key), "\(language): \(hint)")
      }
    }
  }
}
