import Localization
import MediaDetail
import TextUI

/// `musiclib item ID`: the page of a song, movie or e-book through the same presenter as the
/// screen.
extension SubcommandRunner {
  func mediaItem() async -> ExitCode {
    guard let id = Int64(options.arguments[0]), id > 0 else {
      return output.failure(
        FailureNotice(
          code: "invalidItemID",
          message: localize(
            CLIPhrase.invalidValue, ["option": "ID", "value": options.arguments[0]]),
          kind: .invalidInput))
    }
    let view = Capture<MediaDetailViewModel>(console: console)
    let presenter = screens.mediaItem(id: id, view: view, router: router)
    await presenter.viewDidLoad()
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    let cover =
      configuration.json
      ? nil
      : await console.whileShowingProgress(model.content?.title ?? "…") {
        await MediaDetailText.cover(for: model, artwork: screens.artwork)
      }
    return output.success(
      text: MediaDetailText.render(
        model, style: style, hyperlinks: screens.hyperlinks, cover: cover,
        layout: console.layout),
      document: model.document)
  }
}
