import Library
import Localization
import TerminalKit

/// The library screen on a console: a number opens that album, `remove N` takes it out, an
/// empty line shows every album, any other text filters the list.
@MainActor public final class LibraryTextView: LibraryDisplaying {
  /// The language of the help screen (`help`) and the hint; the screen's other strings come from
  /// its presenter.
  public var language = Language.en
  private let console: any Console
  private let style: TextStyle
  private var printer: ListScreenPrinter<LibraryViewModel>

  /// Creates the view over a console.
  public init(console: any Console) {
    let style = TextStyle(enabled: console.allowsStyling)
    self.console = console
    self.style = style
    printer = ListScreenPrinter(console: console, style: style)
  }

  public func display(_ viewModel: LibraryViewModel) {
    printer.show(viewModel, hint: hint) {
      LibraryText.render(viewModel, language: language, style: style, layout: console.layout)
    }
  }

  /// What can be typed here.
  private var hint: String { Localizer(language: language)(LineAppHint.library) }

  /// Reads and dispatches commands until `isDone` or the end of input; false means quit.
  public func run(presenter: any LibraryPresenting, isDone: () -> Bool) async -> Bool {
    await ListScreenLoop.run(
      console: console, style: style, isDone: isDone,
      hint: { printer.lastModel == nil ? "" : hint },
      help: {
        HelpPhrase.library.screen(language: language, style: style, layout: $0)
      }, verbs: ["remove", "rm"], act: { await presenter.didRequestRemove(number: $0) },
      open: { presenter.didSelectAlbum(number: $0) }, back: { presenter.didRequestBack() },
      text: { text in
        presenter.didChangeFilter(text)
        return .handled
      })
  }
}

/// Plain-text rendering of the library, shared by the screen and `musiclib library`.
public enum LibraryText {
  /// The message, then one numbered line per album: title, artist, tracks, year, when saved.
  /// An empty library's message says, in `language`, how an album gets there.
  public static func render(
    _ model: LibraryViewModel, language: Language, style: TextStyle,
    layout: TextLayout = .unbounded
  ) -> String {
    let localize = Localizer(language: language)
    var message = model.message
    if message == localize(LibraryPhrase.empty) { message? += localize(LineAppHint.emptyLibrary) }
    return NumberedList.render(
      failure: model.failure, message: message, rows: model.rows, style: style,
      layout: layout, number: \.number,
      line: { row in
        "\(style.title(TerminalSafe.clean(row.title))) — \(TerminalSafe.clean(row.artist)) · "
          + "\(row.tracks) · \(row.year)"
      }, right: { style.hint($0.savedAt) })
  }

  /// The message of an import, then one line per album it added.
  public static func renderImport(
    _ model: LibraryViewModel, language: Language, style: TextStyle
  ) -> String {
    if model.failure != nil { return render(model, language: language, style: style) }
    let added = (model.imported?.added ?? []).map { album in
      "+ \(style.title(TerminalSafe.clean(album.title)))"
        + (album.artist.map { " — " + TerminalSafe.clean($0) } ?? "")
    }
    return ([TerminalSafe.cleanLines(model.message ?? "")] + added).joined(separator: "\n")
  }
}
