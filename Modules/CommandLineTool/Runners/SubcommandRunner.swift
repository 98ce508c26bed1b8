import AlbumDetail
import Authorization
import CommandLineSpec
import Composition
import Domain
import Foundation
import LinePlayer
import Localization
import Player
import Registration
import Search
import TerminalComposition
import TerminalKit
import TextRenderers

/// Runs one subcommand: builds the same screens as the interactive app through the screen
/// factory with a capturing view, sends the intent, and prints the resulting view model as text
/// or JSON.
///
/// Ownership: the runner is the router's owner. Every screen of its one subcommand routes to
/// `router`, which the runner keeps for the whole run (a presenter holds its router weakly, so a
/// router made for the call alone would be freed at once and its routing dropped); the runner
/// keeps each presenter and capturing view in locals until the screen's answer is printed.
@MainActor struct SubcommandRunner {
  let console: any Console
  /// Builds each screen; `--limit` and `--country` are already checked and given to it.
  let screens: ScreenFactory
  let configuration: AppConfiguration
  let output: Output
  let options: CommandLineOptions
  /// How covers are drawn in this run (reported by `doctor`).
  let artworkServices: ArtworkServices?
  /// Where every screen of the subcommand routes, kept for the whole run.
  let router = OneShotRouter()
  /// The stored catalog answers (`musiclib cache`); nil when the run keeps none.
  var answers: (any CatalogAnswerStore)? = nil
  /// Whether the library file is damaged and only read as far as it can be (an export).
  var libraryDamaged = false

  var localize: Localizer { Localizer(language: configuration.language) }
  var style: TextStyle { console.style }
  private var artwork: (any ArtworkDrawing)? { screens.artwork }

  func run(_ command: Subcommand) async -> ExitCode {
    switch command {
    case .signup: await signUp()
    case .signin: await signIn()
    case .signout: await signOut()
    case .profile: await profile()
    case .search: await search()
    case .album: await album()
    case .doctor: await doctor()
    case .tracks: await tracks()
    case .history: await history()
    case .suggest: await suggest()
    case .play: await play()
    case .save: await save()
    case .remove: await remove()
    case .library: await library()
    case .cache: await cache()
    case .filters: await filters()
    case .item: await mediaItem()
    // Printed by `DocumentationCommand` before any service opens.
    case .completions, .man: .success
    // Handed to the full-screen front end by `MusicLibraryApp`, never to a runner.
    case .ui: .success
    }
  }

  /// Whether the password is asked at a no-echo prompt (a terminal, no `--password-stdin`).
  private var asksForPassword: Bool {
    console.isInteractive && !options.flags.contains("password-stdin")
  }

  /// The password: a no-echo prompt on a terminal, else the first line of standard input.
  private func readPassword(confirm: Bool) async -> (String, String?)? {
    if asksForPassword {
      guard let password = console.readSecret(prompt: localize(CLIPhrase.passwordPrompt) + ": ")
      else { return nil }
      guard confirm else { return (password, nil) }
      let again = console.readSecret(prompt: localize(CLIPhrase.passwordAgainPrompt) + ": ")
      return (password, again)
    }
    return await console.readQuietly().map { ($0, nil) }
  }

  private func missingPassword() -> ExitCode {
    output.failure(
      FailureNotice(
        code: "invalidInput", message: localize(CLIPhrase.noPasswordGiven), kind: .invalidInput))
  }

  private func signUp() async -> ExitCode {
    let view = Capture<RegistrationViewModel>(console: console)
    let presenter = screens.signUp(view: view, router: router)
    let fields: [(RegistrationField, String)] = [
      (.firstName, "first-name"), (.lastName, "last-name"), (.birthDate, "birth-date"),
      (.phone, "phone"), (.email, "email"),
    ]
    for (field, option) in fields {
      presenter.didEnter(options.values[option] ?? "", for: field)
    }
    // Each field is checked as it is entered: on a terminal, its errors come before anyone is
    // asked for a password; a piped password is read and checked with them, all in one report.
    if asksForPassword, let model = view.last, !model.errors.isEmpty { return fieldErrors(model) }
    guard let (password, confirmation) = await readPassword(confirm: true) else {
      return missingPassword()
    }
    await presenter.didSubmit(password: password, confirmation: confirmation)
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    if case .registered(let email)? = router.events.last, let confirmation = model.confirmation {
      return output.success(
        message: confirmation, document: ["status": "created", "email": email])
    }
    return fieldErrors(model)
  }

  /// The sign-up's field errors, as text on standard error or `{"errors": {…}}`; exit 65.
  private func fieldErrors(_ model: RegistrationViewModel) -> ExitCode {
    if configuration.json {
      console.writeLine(utf8: Output.encodeUTF8(["errors": model.errors]))
    } else {
      console.writeError(RegistrationText.renderErrors(model, style: style))
    }
    return .invalidInput
  }

  private func signIn() async -> ExitCode {
    let view = Capture<AuthorizationViewModel>(console: console)
    let presenter = screens.signIn(view: view, router: router)
    presenter.viewDidLoad(email: options.values["email"])
    guard let (password, _) = await readPassword(confirm: false) else { return missingPassword() }
    await presenter.didSubmit(email: options.values["email"] ?? "", password: password)
    if let failure = view.last?.failure { return output.failure(failure) }
    return await profile()
  }

  private func makeProfile() -> (Capture<ProfileViewModel>, any ProfilePresenting) {
    let view = Capture<ProfileViewModel>(console: console)
    return (view, screens.profile(view: view, router: router))
  }

  private func profile() async -> ExitCode {
    let (view, presenter) = makeProfile()
    await presenter.viewDidLoad()
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    return output.success(
      text: ProfileText.render(model, style: style, layout: console.layout),
      document: model.document)
  }

  private func signOut() async -> ExitCode {
    let (view, presenter) = makeProfile()
    await presenter.didRequestSignOut()
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    return output.success(message: model.status ?? "", document: ["status": "signedOut"])
  }

  private func search() async -> ExitCode {
    if options.values["media"] != nil { return await mediaSearch() }
    let view = Capture<SearchViewModel>(console: console)
    let presenter = screens.search(view: view, router: router)
    await presenter.didSubmit(query: options.arguments.joined(separator: " "))
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    // Results that arrived are shown even when the history could not take them.
    if let warning = model.warning { console.writeError(warning) }
    let thumbnails =
      configuration.json
      ? [:]
      : await console.whileShowingProgress(model.message ?? model.title) {
        await SearchText.thumbnails(for: model, artwork: artwork)
      }
    return output.success(
      text: SearchText.render(
        model, style: style, thumbnails: thumbnails, commands: true, layout: console.layout),
      document: model.document)
  }

  private func tracks() async -> ExitCode {
    let view = Capture<TrackSearchViewModel>(console: console)
    let presenter = screens.trackSearch(view: view, router: router)
    await presenter.didSubmit(query: options.arguments.joined(separator: " "))
    guard let model = view.last else { return .failure }
    if let failure = model.failure { return output.failure(failure) }
    return output.success(
      text: TrackSearchText.render(model, style: style, commands: true, layout: console.layout),
      document: model.document)
  }

  /// A malformed argument or option value given to a command: a usage error (exit 2) that
  /// names what `name` may be.
  func invalidArgument(_ name: String, _ value: String, code: String = "invalidInput") -> ExitCode {
    output.usageFailure(
      code: code,
      message: localize(CLIPhrase.invalidValue, ["option": name, "value": value])
        + ValidValuesPhrase.suffix(for: name, localize: localize),
      seeHelp: localize(CLIPhrase.seeHelp))
  }

  private func play() async -> ExitCode {
    let idText = options.arguments[0]
    guard let albumID = Int64(idText), albumID > 0 else {
      return invalidArgument("ALBUM_ID", idText)
    }
    var choice: TrackChoice?
    if options.arguments.count > 1 {
      let numberText = options.arguments[1]
      guard let chosen = TrackChoice(numberText) else {
        return output.usageFailure(
          code: "invalidInput",
          message: localize(CLIPhrase.invalidTrackNumber, ["value": numberText]),
          seeHelp: localize(CLIPhrase.seeHelp))
      }
      choice = chosen
    }
    var disc = choice?.disc
    if let discText = options.values["disc"] {
      guard let number = Int(discText), number > 0, disc == nil || disc == number else {
        return invalidArgument("--disc", discText)
      }
      disc = number
    }
    let view = PlayerTextView(
      console: console, json: configuration.json,
      liveStatus: console.isInteractive && console.outputIsTerminal, quietInput: true,
      artwork: configuration.json ? nil : artwork)
    view.language = screens.language
    let discNaming = DiscNamingPlayerView(
      view, albumID: albumID, trackNumber: choice?.number ?? 1, localize: localize)
    defer { withExtendedLifetime(discNaming) {} }
    let presenter = screens.player(
      .album(id: albumID, track: choice?.number, disc: disc), view: discNaming, router: router)
    await presenter.viewDidLoad()
    if let model = view.last, model.document == nil, let failure = model.failure {
      return configuration.json ? output.failure(failure) : ExitCode(failure.kind)
    }
    // Nothing to play: the note is on the screen; scripts get exit 66 (and the error under
    // --json) rather than a run that looks like a preview played.
    if let model = view.last, !model.hasPreview {
      let notice = FailureNotice(code: "noPreview", message: model.message ?? "", kind: .notFound)
      return configuration.json ? output.failure(notice, compact: true) : ExitCode(notice.kind)
    }
    _ = await view.run(presenter: presenter, isDone: { !router.events.isEmpty })
    guard let model = view.last, model.state == .failed, let failure = model.failure else {
      return .success
    }
    return ExitCode(failure.kind)
  }
}
