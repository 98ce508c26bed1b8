import Composition
import MediaSearch
import TerminalComposition
import TextRenderers

/// `musiclib search TERM --media music|movie|ebook`: the media search presenter with the
/// filters given over the user's saved ones.
extension SubcommandRunner {
  func mediaSearch() async -> ExitCode {
    let view = Capture<MediaSearchViewModel>(console: console)
    let presenter = screens.mediaSearch(view: view, router: router)
    await presenter.didSubmit(query: options.arguments.joined(separator: " "))
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    let thumbnails =
      configuration.json
      ? [:]
      : await console.whileShowingProgress(model.message ?? model.title) {
        await MediaSearchText.thumbnails(for: model, artwork: screens.artwork)
      }
    return output.success(
      text: MediaSearchText.render(
        model, style: style, thumbnails: thumbnails, commands: true, layout: console.layout),
      document: model.document)
  }
}
