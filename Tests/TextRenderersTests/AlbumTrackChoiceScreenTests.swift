import AlbumDetail
import Domain
import Localization
import TerminalKit
import TestSupport
import Testing

@testable import LineApp
@testable import TextRenderers

/// On an album of several discs each row is numbered `disc-track`, and that is what is typed.
@MainActor @Suite struct AlbumTrackChoiceScreenTests {
  @Test func aDiscAndNumberIsTypedAsItIsShown() async {
    let console = ScriptedConsole(["2-1", "3", "1-12", "2-", "0-1"])
    let view = AlbumDetailTextView(console: console)
    view.display(Self.twoDiscs)
    let presenter = IgnoringAlbumPresenter()

    _ = await view.run(presenter: presenter, isDone: { false })

    #expect(
      presenter.choices == [
        TrackChoice(disc: 2, number: 1), TrackChoice(number: 3), TrackChoice(disc: 1, number: 12),
      ])
    #expect(console.output.contains("  1-1. Come Together  4:19\nDisc 2\n  2-1. Something  3:02"))
  }

  @Test(arguments: [
    (Language.en, "The album has track 3 on disc 2: type 2-3 to play it"),
    (Language.ru, "Трек 3 есть в альбоме на диске 2: введите 2-3, чтобы послушать"),
  ])
  func aTrackOnAnotherDiscSaysWhatToType(language: Language, said: String) async {
    let console = ScriptedConsole([])
    let view = AlbumDetailTextView(console: console)
    view.language = language
    view.display(Self.twoDiscs)
    var note = Self.twoDiscs
    note.message = Localizer(language: language)(
      AlbumDetailPhrase.trackOnOtherDisc, ["number": "3", "disc": "2"])
    note.otherDiscChoice = "2-3"

    view.display(note)
    _ = await view.run(presenter: IgnoringAlbumPresenter(), isDone: { false })

    #expect(console.transcript.last == said)
  }

  private static let twoDiscs = AlbumDetailViewModel(
    album: AlbumDetailContentViewModel(
      artworkURL: nil, title: "Abbey Road", artist: "The Beatles", year: "1969", genre: "Rock",
      trackCount: "2 tracks", totalDuration: "7:21", availability: nil,
      discs: [
        AlbumDetailDiscViewModel(
          heading: "Disc 1",
          tracks: [
            AlbumDetailTrackViewModel(
              number: 1, title: "Come Together", duration: "4:19", choice: "1-1")
          ]),
        AlbumDetailDiscViewModel(
          heading: "Disc 2",
          tracks: [
            AlbumDetailTrackViewModel(
              number: 1, title: "Something", duration: "3:02", choice: "2-1")
          ]),
      ]))
}
