import Foundation
import Library
import Localization
import TestSupport
import Testing
import TextRenderers

@testable import LineApp

/// Records the library intents the text view sends.
@MainActor final class RecordingLibraryPresenter: LibraryPresenting {
  private(set) var calls: [String] = []

  func viewDidLoad() async { calls.append("load") }
  func didChangeFilter(_ text: String) { calls.append("filter \(text)") }
  func didRequestPage(offset: Int, limit: Int?) async { calls.append("page \(offset)") }
  func didRequestPage(
    offset: Int, limit: Int?, filter: String?,
    each: (LibraryRowViewModel, LibraryDocument.Entry) throws -> Void
  ) async { calls.append("page \(offset) row by row") }
  func didSelectAlbum(number: Int) { calls.append("open \(number)") }
  func didRequestPlay(number: Int) { calls.append("play \(number)") }
  func didRequestRemove(number: Int) async { calls.append("remove \(number)") }
  func didRequestRemove(albumID: Int64) async { calls.append("remove id \(albumID)") }
  func didRequestExport() async { calls.append("export") }
  func didRequestExport(writing write: ([UInt8]) throws -> Void) async { calls.append("export") }
  func didRequestImport(_ contents: Data, skippingInvalid: Bool) async {
    calls.append(skippingInvalid ? "import skipping invalid" : "import")
  }
  func didRequestBack() { calls.append("back") }
}

@MainActor @Suite struct LibraryTextViewTests {
  static let model = LibraryViewModel(
    title: "My library", header: "Signed in as Ivan Petrov",
    rows: [
      LibraryRowViewModel(
        number: 1, id: 7, title: "Abbey Road", artist: "The Beatles", year: "1969",
        tracks: "17 tracks", savedAt: "3 days ago"),
      LibraryRowViewModel(
        number: 2, id: 9, title: "Группа\u{1B}[31m крови", artist: "Кино", year: "1988",
        tracks: "11 tracks", savedAt: "just now"),
    ])

  @Test func linesBecomeIntentsAndOtherTextFilters() async {
    let console = ScriptedConsole([
      "кино", "remove 2", "rm 1", "3", "play 2", "играть 1", "", "back",
    ])
    let view = LibraryTextView(console: console)
    let presenter = RecordingLibraryPresenter()

    let goesOn = await view.run(presenter: presenter, isDone: { presenter.calls.last == "back" })

    #expect(goesOn)
    #expect(
      presenter.calls == [
        "filter кино", "remove 2", "remove 1", "open 3", "play 2", "play 1", "filter ", "back",
      ])
  }

  @Test func quitEndsTheScreen() async {
    let console = ScriptedConsole(["quit"])
    let goesOn = await LibraryTextView(console: console).run(
      presenter: RecordingLibraryPresenter(), isDone: { false })
    #expect(!goesOn)
  }

  @Test func theListShowsEachAlbumWithWhenItWasSavedAndNoRawEscapes() {
    let console = ScriptedConsole([])
    let view = LibraryTextView(console: console)

    view.display(Self.model)

    #expect(
      console.transcript == [
        "My library — Signed in as Ivan Petrov", Localizer(language: .en)(LineAppHint.library),
        "1. Abbey Road — The Beatles · 17 tracks · 1969  3 days ago\n"
          + "2. Группа\u{FFFD}[31m крови — Кино · 11 tracks · 1988  just now",
      ])
  }

  @Test func theSameRowsAgainPrintOnlyTheirNoteAndAFailureOrNewRowsTheWholeList() {
    let console = ScriptedConsole([])
    let view = LibraryTextView(console: console)
    view.display(Self.model)
    let shown = console.transcript.count

    var noted = Self.model
    noted.message = "There is no album number 9"
    view.display(noted)
    #expect(Array(console.transcript.dropFirst(shown)) == ["There is no album number 9"])

    var failed = Self.model
    failed.failure = FailureNotice(code: "storage", message: "The disk is full", kind: .storage)
    view.display(failed)
    #expect(console.transcript.last == "✖ The disk is full")

    var fewer = Self.model
    fewer.rows.removeLast()
    fewer.message = nil
    view.display(fewer)
    #expect(console.transcript.last == "1. Abbey Road — The Beatles · 17 tracks · 1969  3 days ago")
    #expect(console.transcript.count == shown + 3, "the title and hint are printed once")
  }
}
