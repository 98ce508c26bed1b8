import Foundation
import Library
import TestSupport
import Testing

@testable import LineApp

/// A library of `total` albums that gives the pages asked for, recording each request.
@MainActor private final class PagedLibrary: LibraryPresenting {
  let total: Int
  weak var view: LibraryTextView?
  private(set) var requests: [String] = []

  init(total: Int) { self.total = total }

  func viewDidLoad() async {
    requests.append("all")
    show(offset: 0, limit: nil)
  }
  func didRequestPage(offset: Int, limit: Int?) async {
    requests.append("\(offset)+\(limit.map(String.init) ?? "all")")
    show(offset: offset, limit: limit)
  }
  func didRequestPage(
    offset: Int, limit: Int?, filter: String?,
    each: (LibraryRowViewModel, LibraryDocument.Entry) throws -> Void
  ) async {
    requests.append("\(offset)+\(limit.map(String.init) ?? "all") row by row")
  }
  func didChangeFilter(_ text: String) async {
    requests.append("filter “\(text)”")
    show(offset: 0, limit: nil)
  }

  private func show(offset: Int, limit: Int?) {
    let end = min(total, offset + (limit ?? total))
    var model = LibraryViewModel(
      title: "My library",
      rows: (offset..<end).map { index in
        LibraryRowViewModel(
          number: index + 1, id: Int64(index + 1), title: "Album \(index + 1)", artist: "Kino",
          year: "1988", tracks: "1 track", savedAt: "just now")
      })
    model.listed = total
    view?.display(model)
  }

  func didSelectAlbum(number: Int) {}
  func didRequestPlay(number: Int) {}
  func didRequestRemove(number: Int) async {}
  func didRequestRemove(albumID: Int64) async {}
  func didRequestExport() async {}
  func didRequestExport(writing write: ([UInt8]) throws -> Void) async {}
  func didRequestImport(_ contents: Data, skippingInvalid: Bool) async {}
  func didRequestBack() {}
}

@MainActor @Suite struct LibraryPagingTests {
  func run(total: Int, height: Int?, _ script: [String]) async -> (ScriptedConsole, [String]) {
    let console = ScriptedConsole(script)
    console.columns = 120
    let view = LibraryTextView(console: console)
    view.pageHeight = { height }
    let library = PagedLibrary(total: total)
    library.view = view
    await view.load(library)
    _ = await view.run(presenter: library, isDone: { false })
    return (console, library.requests)
  }

  @Test func aLongLibraryShowsAPageOfTheTerminalsHeightThenTheNextOnEnter() async {
    let (console, requests) = await run(total: 50, height: 24, ["", ""])

    #expect(requests == ["0+20", "20+20", "40+20"])
    #expect(
      console.transcript.filter { $0.contains(" of 50") }.map {
        $0.split(separator: "\n").last.map(String.init) ?? ""
      } == ["1–20 of 50 · Enter for more", "21–40 of 50 · Enter for more", "41–50 of 50"])
  }

  @Test func afterTheLastPageEnterShowsEveryAlbumAgainAsBefore() async {
    let (_, requests) = await run(total: 30, height: 24, ["", ""])
    #expect(requests == ["0+20", "20+20", "filter “”"])
  }

  @Test func withoutATerminalTheWholeLibraryComesAtOnce() async {
    let (console, requests) = await run(total: 50, height: nil, [])
    #expect(requests == ["all"])
    #expect(!console.transcript.contains { $0.contains(" of 50") })
  }
}
