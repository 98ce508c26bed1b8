import AlbumDetail
import CommandLineSpec
import Composition
import Localization
import MediaDetail
import TerminalComposition
import TerminalKit
import TextRenderers

/// `musiclib album ID` and `musiclib item ID`: one page by its catalog id, through the same
/// presenter as its screen.
extension SubcommandRunner {
  func album() async -> ExitCode {
    await page(invalidCode: "invalidAlbumID") { id, view in
      await screens.album(id: id, view: view, router: router).viewDidLoad()
    } title: {
      $0.album?.title
    } cover: {
      await AlbumDetailText.cover(for: $0, artwork: screens.artwork)
    } render: {
      AlbumDetailText.render($0, style: style, cover: $1, commands: true, layout: console.layout)
    }
  }

  func mediaItem() async -> ExitCode {
    await page(invalidCode: "invalidItemID") { id, view in
      await screens.mediaItem(id: id, view: view, router: router).viewDidLoad()
    } title: {
      $0.content?.title
    } cover: {
      await MediaDetailText.cover(for: $0, artwork: screens.artwork)
    } render: {
      MediaDetailText.render(
        $0, style: style, hyperlinks: screens.hyperlinks, cover: $1, commands: true,
        layout: console.layout)
    }
  }

  /// Checks the ID argument (a refusal coded `invalidCode`), has `load` show the page in a
  /// capturing view, then prints its failure, or the page: as JSON, or by `render` with its
  /// cover drawn while a progress line names it by `title`.
  private func page<Model: PrintedPage>(
    invalidCode: String, load: (Int64, Capture<Model>) async -> Void,
    title: (Model) -> String?, cover: (Model) async -> DrawnArtwork?,
    render: (Model, DrawnArtwork?) -> String
  ) async -> ExitCode {
    guard let id = Int64(options.arguments[0]), id > 0 else {
      return invalidArgument("ID", options.arguments[0], code: invalidCode)
    }
    let view = Capture<Model>(console: console)
    await load(id, view)
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    let drawn =
      configuration.json
      ? nil : await console.whileShowingProgress(title(model) ?? "…") { await cover(model) }
    return output.success(text: render(model, drawn), document: model.document)
  }
}
