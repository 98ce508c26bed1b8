import CommandLineSpec
import Composition
import Filters
import Localization
import TerminalKit
import TerminalText
import TextRenderers

/// `musiclib filters`: shows the signed-in user's media search filters, or sets the ones given
/// (`--media`, `--explicit`, `--country`, `--limit`) through the same presenter as the screen.
extension SubcommandRunner {
  func filters() async -> ExitCode {
    var values: [FiltersField: String] = [:]
    for field in FiltersField.allCases {
      if let value = options.values[field.rawValue] { values[field] = value }
    }
    do {
      _ = try FiltersChange(values)
    } catch {
      // A bad value is a usage error, told before anything is read or saved.
      let reason = localize(error.phrase, ["value": error.value])
      console.writeError(
        "musiclib: --\(error.field.rawValue): \(TerminalSafe.clean(reason))\n"
          + localize(CLIPhrase.seeHelp))
      return .usage
    }
    let view = Capture<FiltersViewModel>(console: console)
    let presenter = screens.filters(view: view, router: router)
    await presenter.viewDidLoad()
    if !values.isEmpty, view.last?.failure == nil { await presenter.didChange(values) }
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    return output.success(
      text: FiltersText.render(model, style: style, layout: console.layout),
      document: model.document)
  }
}
