import Composition
import Domain
import History
import Localization
import Search
import TextRenderers

/// `musiclib history` and `musiclib suggest`: the same History and Search presenters as the
/// interactive screens.
extension SubcommandRunner {
  func history() async -> ExitCode {
    let view = Capture<HistoryViewModel>(console: console)
    let presenter = screens.history(view: view, router: router)
    if options.flags.contains("clear") {
      await presenter.didRequestClear()
    } else if let query = options.values["delete"] {
      await presenter.didRequestDelete(query: query)
    } else {
      await presenter.viewDidLoad()
    }
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    return output.success(
      text: HistoryText.render(model, style: style, layout: console.layout),
      document: model.document ?? HistoryDocument([]))
  }

  func suggest() async -> ExitCode {
    let view = Capture<SearchViewModel>(console: console)
    let presenter = screens.search(view: view, router: router)
    let prefix = options.arguments.joined(separator: " ")
    // Checked when the command line was read.
    let kind = (try? options.suggestionKind(for: .suggest)) ?? nil
    await presenter.didRequestSuggestions(for: prefix, kind: kind)
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    let document = SuggestionsDocument(
      prefix: prefix, suggestions: model.suggestions,
      entries: zip(model.suggestions, model.suggestionKinds).map {
        SuggestionsDocument.Entry(query: $0, kind: $1)
      })
    guard !model.suggestions.isEmpty else {
      return output.success(message: model.message ?? "", document: document)
    }
    return output.success(
      text: SearchText.renderSuggestions(
        model, style: style, numbered: false, layout: console.layout),
      document: document)
  }
}

/// `musiclib suggest --json`: `{"prefix", "suggestions": [...], "entries": [{"query", "kind"}]}`
/// (`suggestions` are the entries' queries, kept for the scripts written before kinds).
struct SuggestionsDocument: Encodable {
  let prefix: String
  let suggestions: [String]
  let entries: [Entry]

  /// One suggestion with the kind of search it was.
  struct Entry: Encodable {
    let query: String
    let kind: SearchKind
  }
}
