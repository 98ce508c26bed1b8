import AlbumDetail
import Library
import Localization
import MediaDetail
import TerminalKit
import TestSupport
import Testing

@testable import LineApp
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
    #expect(hint.contains("save — keep the album in your library"))
    #expect(hint.contains("remove — take it out"))
    #expect(page.contains("Other albums by Кино (a1, a2 … opens one)\n  a1. Звезда · 1989"))
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

  @Test func theAlbumSearchsHintNamesTheTracksCommandInBothLanguages() {
    for language in [Language.en, .ru] {
      #expect(Localizer(language: language)(LineAppHint.search).contains("tracks "), "\(language)")
    }
  }

  @Test func anEmptyLibrarysMessageSaysHowToSaveAnAlbumInBothLanguages() {
    for (language, text) in [
      (Language.en, "Your library is empty: open an album and type save to keep it here"),
      (.ru, "Ваша библиотека пуста: откройте альбом и введите save, чтобы сохранить его"),
    ] {
      let model = LibraryViewModel(
        title: "", message: Localizer(language: language)(LibraryPhrase.empty))
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
}
