// swift-format-ignore-file: OrderedImports
// README: begin
import Domain
import InMemoryPorts
import JSONLinesService
import Search
// README: end
import Foundation
import Testing

// README: begin
@MainActor final class LastSearch: SearchDisplaying {  // your view
  private(set) var shown: SearchViewModel?
  func display(_ viewModel: SearchViewModel) { shown = viewModel }
}

@MainActor final class AlbumOpener: SearchRouting {  // your router
  private(set) var albumID: Int64?
  func openAlbum(id: Int64) { albumID = id }
  func openProfile() {}
  func openHistory() {}
  func openTrackSearch(query: String) {}
  func didSignOut() {}
}
// README: end

/// The example of the Search catalog (Modules/Search/Search.docc), compiled and run here.
@MainActor @Suite struct ReadmeExampleTests {
  @Test func buildsSearchWithItsOwnViewAndRouter() async {
    // README: begin
    let view = LastSearch()
    let router = AlbumOpener()  // keep view, router and presenter: nothing else does
    let accounts = InMemoryAccounts(signedIn: JSONLinesService.guest)  // your ports
    let presenter = SearchModule.build(
      view: view, router: router,
      dependencies: SearchDependencies(
        currentUser: accounts, catalog: SampleCatalog(), history: InMemorySearchHistory(),
        clock: SystemClock(), language: .en))
    await presenter.didSubmit(query: "beatles")  // view.shown: "Found 2 albums for “beatles”"
    presenter.didSelectAlbum(number: 2)  // router.albumID == 1001 (Let It Be)
    // README: end
    #expect(view.shown?.message == "Found 2 albums for “beatles”")
    #expect(view.shown?.rows.map(\.title) == ["Abbey Road", "Let It Be"])
    #expect(router.albumID == 1001)
  }

  /// The Search catalog shows exactly the marked parts of this file, so its example always
  /// compiles.
  @Test func readmeShowsThisCode() throws {
    let here = URL(fileURLWithPath: #filePath)
    let page = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Modules/Search/Search.docc/Search.md")
    let text = try String(contentsOf: page, encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let isShown = text.contains("```swift\n" + Self.marked(source) + "```\n")
    #expect(isShown, "Search.md must show the marked parts of ReadmeExampleTests.swift as they are")
  }

  /// The lines between the README markers, each part without its common indentation, the parts
  /// separated by a blank line.
  private static func marked(_ source: String) -> String {
    var parts: [[Substring]] = []
    var current: [Substring]?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      switch line.trimmingCharacters(in: .whitespaces) {
      case "// README: begin": current = []
      case "// README: end":
        parts.append(current ?? [])
        current = nil
      default: current?.append(line)
      }
    }
    return parts.map { part in
      let indent = part.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
      return part.map { $0.dropFirst(indent) + "\n" }.joined()
    }.joined(separator: "\n")
  }
}
