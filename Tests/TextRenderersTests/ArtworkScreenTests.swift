import AlbumDetail
import Domain
import Localization
import Search
import TerminalKit
import TestSupport
import Testing

@testable import LineApp
@testable import TextRenderers

@MainActor @Suite struct ArtworkScreenTests {
  static let url = "https://example.com/a.jpg/600x600bb.jpg"
  static let thumbnailURL = "https://example.com/a.jpg/100x100bb.jpg"
  let art = DrawnArtwork(text: "AAAA\nBBBB\nCCCC", columns: 4, placement: .beside)

  func album(artworkURL: String? = url) -> AlbumDetailViewModel {
    var model = AlbumDetailViewModel()
    model.album = AlbumDetailContentViewModel(
      artworkURL: artworkURL, title: "Gruppa krovi", artist: "Kino", year: "1988", genre: "Rock",
      trackCount: "1 track", totalDuration: "4:46", availability: nil,
      discs: [
        AlbumDetailDiscViewModel(
          heading: nil,
          tracks: [AlbumDetailTrackViewModel(number: 1, title: "Song", duration: "4:46")])
      ])
    return model
  }

  @Test func theAlbumScreenDrawsTheCoverBesideTheDetailsWithoutTheURL() async {
    let console = ScriptedConsole([])
    let view = AlbumDetailTextView(
      console: console, artwork: FixedArtwork(covers: [Self.url: art], thumbnails: [:]))
    view.display(album())
    _ = await view.run(presenter: NoAlbumPresenter(), isDone: { false })
    let lines = console.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "AAAA  Gruppa krovi")
    #expect(lines.dropFirst().first == "BBBB  Kino · 1988 · Rock")
    #expect(lines.contains("CCCC  1 track · 4:46"))
    #expect(lines.contains("        1. Song  4:46"), "text past the art keeps its column")
    #expect(!console.output.contains(Self.url))
  }

  @Test func anUndrawableCoverShowsTheURL() async {
    let console = ScriptedConsole([])
    let view = AlbumDetailTextView(
      console: console, artwork: FixedArtwork(covers: [:], thumbnails: [:]))
    view.display(album())
    _ = await view.run(presenter: NoAlbumPresenter(), isDone: { false })
    #expect(console.output.contains(Self.url))
    #expect(!console.output.contains("AAAA"))
  }

  @Test func aPixelCoverGoesAboveTheDetails() {
    let image = DrawnArtwork(text: "\u{1B}_Gimage\u{1B}\\", columns: 40, placement: .above)
    let text = AlbumDetailText.render(album(), style: TextStyle(enabled: false), cover: image)
    #expect(text.hasPrefix("\u{1B}_Gimage\u{1B}\\\nGruppa krovi\n"))
  }

  @Test func resultRowsGetThumbnailsAndRowsWithoutOneShowNoURL() async {
    let rows = (1...10).map { number in
      SearchRowViewModel(
        number: number, title: "Album \(number)", artist: "Kino", tracks: "1 track",
        year: "1988", artworkURL: "https://example.com/\(number).jpg/600x600bb.jpg",
        thumbnailURL: "https://example.com/\(number).jpg/100x100bb.jpg")
    }
    let model = SearchViewModel(title: "Search", prompt: "?", rows: rows, message: "10 found")
    let thumbnail = DrawnArtwork(text: "TT\nTT", columns: 2, placement: .beside)
    let artwork = FixedArtwork(
      covers: [:], thumbnails: ["https://example.com/2.jpg/100x100bb.jpg": thumbnail])
    let thumbnails = await SearchText.thumbnails(for: model, artwork: artwork)
    #expect(Array(thumbnails.keys) == [2])
    let text = SearchText.render(model, style: TextStyle(enabled: false), thumbnails: thumbnails)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "10 found")
    #expect(lines[1] == " 1. Album 1 — Kino · 1 track · 1988")
    #expect(lines[2] == "TT   2. Album 2 — Kino · 1 track · 1988")
    #expect(lines[3] == "TT")
    #expect(lines[4] == " 3. Album 3 — Kino · 1 track · 1988")
    #expect(!text.contains(".jpg"))
  }

  @Test func theSearchScreenPrintsThumbnailsBeforeItsNextPrompt() async {
    let console = ScriptedConsole([])
    let thumbnail = DrawnArtwork(text: "TT\nTT", columns: 2, placement: .beside)
    let view = SearchTextView(
      console: console,
      artwork: FixedArtwork(covers: [:], thumbnails: [Self.thumbnailURL: thumbnail]))
    let row = SearchRowViewModel(
      number: 1, title: "Album", artist: "Kino", tracks: "1 track", year: "1988",
      artworkURL: Self.url, thumbnailURL: Self.thumbnailURL)
    view.display(SearchViewModel(title: "Search", prompt: "?", rows: [row]))
    _ = await view.run(presenter: NoSearchPresenter(), isDone: { false })
    #expect(console.output.contains("TT  1. Album — Kino · 1 track · 1988\nTT"))
    #expect(console.prompts == ["🔎 "])
  }

  @Test func aProgressLineShowsWhileCoversAreFetchedAndIsClearedAfter() async {
    let console = ScriptedConsole([])
    let artwork = ProgressProbe(console: console)
    let search = SearchTextView(console: console, artwork: artwork)
    let row = SearchRowViewModel(
      number: 1, title: "Album", artist: "Kino", tracks: "1 track", year: "1988",
      artworkURL: Self.url, thumbnailURL: Self.thumbnailURL)
    var results = SearchViewModel(title: "Search", prompt: "?", rows: [row])
    results.message = "Found 1 album"
    search.display(results)
    _ = await search.run(presenter: NoSearchPresenter(), isDone: { false })
    let album = AlbumDetailTextView(console: console, artwork: artwork)
    album.display(self.album())
    _ = await album.run(presenter: NoAlbumPresenter(), isDone: { false })

    #expect(artwork.seen == ["Found 1 album", "Gruppa krovi"])
    #expect(console.progress == nil)
  }

  @Test func layoutPadsShortArtRowsAndKeepsLongText() {
    let art = DrawnArtwork(text: "\u{1B}[31mAB\u{1B}[0m\nA", columns: 2, placement: .beside)
    let text = ArtworkLayout.combine(art, with: ["one", "two", "three"])
    #expect(text == "\u{1B}[31mAB\u{1B}[0m  one\nA   two\n    three")
  }
}

/// Presenters that ignore every intent: the tests only need `run` to flush and reach the prompt.
@MainActor final class NoAlbumPresenter: AlbumDetailPresenting {
  func viewDidLoad() async {}
  func didSelectTrack(_ choice: TrackChoice) {}
  func didRequestPlayAlbum() {}
  func didRequestHistory() {}
  func didRequestSave() async {}
  func didRequestRemove() async {}
  func didRequestBack() {}
  func didRequestProfile() {}
  func didRequestSignOut() async {}
  func didSelectOtherAlbum(number: Int) {}
}

@MainActor final class NoSearchPresenter: SearchPresenting {
  func viewDidLoad() async {}
  func didSubmit(query: String) async {}
  func didSelectAlbum(number: Int) {}
  func didRequestSuggestions(for prefix: String, kind: SearchKind?) async {}
  func didChooseSuggestion(number: Int) async {}
  func didRequestHistory() {}
  func didRequestLibrary() {}
  func didRequestFilters() {}
  func didRequestMediaSearch(query: String) {}
  func didRequestTrackSearch(query: String) {}
  func didRequestProfile() {}
  func didRequestSignOut() async {}
}

/// An `ArtworkDrawing` that draws nothing and notes the console's progress line at each call.
@MainActor private final class ProgressProbe: ArtworkDrawing {
  let console: ScriptedConsole
  private(set) var seen: [String?] = []

  init(console: ScriptedConsole) { self.console = console }

  nonisolated func cover(_ url: String) async -> DrawnArtwork? { await note() }
  nonisolated func thumbnail(_ url: String) async -> DrawnArtwork? { await note() }

  private func note() -> DrawnArtwork? {
    seen.append(console.progress)
    return nil
  }
}
