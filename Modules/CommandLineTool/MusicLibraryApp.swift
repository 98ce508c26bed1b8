import CommandLineSpec
import Composition
import Domain
import Foundation
import InMemoryPorts
import Localization
import MediaSearch
import Playback
import SQLiteStore
import Search
import TerminalComposition
import TerminalKit
import TerminalText
import TextRenderers

/// The composition root: parses the command line, opens the live services and runs either the
/// interactive app or one subcommand. Returns the process exit code.
@MainActor public enum MusicLibraryApp {
  /// The version printed by `--version`.
  public static let version = "0.1.0"

  /// Runs with the process's arguments (without the program name) and environment; with no
  /// subcommand, `interactive` is the front end the person uses, and `fullScreen` the one of
  /// `musiclib ui` (and of no subcommand with `MUSICLIB_UI=full` on a terminal).
  public static func run(
    arguments: [String], environment: [String: String],
    interactive: any InteractiveFrontEnd.Type,
    fullScreen: (any InteractiveFrontEnd.Type)? = nil
  ) async -> Int32 {
    // Known before the command line is understood: a usage error under --json is JSON too.
    let jsonAsked = arguments.contains("--json")
    var fallback = Localizer(
      language: Language.resolve(explicit: nil, environment: environment) ?? .en)
    StandardStreams.prepare(language: fallback.language)
    let options: CommandLineOptions
    let configuration: AppConfiguration
    let terminalSettings: TerminalSettings
    do {
      options = try CommandLineOptions.parse(
        arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
      // A bad value of another option is told in the --lang given, when that one is valid.
      if let language = Language.resolve(explicit: options.values["lang"], environment: environment)
      {
        fallback = Localizer(language: language)
        StandardStreams.prepare(language: language)
      }
      configuration = try AppConfiguration.resolve(options, environment: environment)
      terminalSettings = try TerminalSettings.resolve(options, environment: environment)
    } catch {
      return usageFailure(error, localize: fallback, json: jsonAsked)
    }
    NoEchoInput.installInterruptHandler()
    StandardStreams.prepare(language: configuration.language)
    let console = TerminalConsole(colorAllowed: configuration.colorAllowed)
    let localize = Localizer(language: configuration.language)
    if options.flags.contains("version") {
      console.write(BuildInfo.versionLine(version))
      return ExitCode.success.rawValue
    }
    var command: Subcommand?
    let searchOptions: SearchOptions
    let historyLimit: Int
    let mediaOverrides: MediaSearchOverrides?
    do {
      command = try validate(options)
      searchOptions = try options.searchOptions(for: command)
      historyLimit = try options.historyLimit(for: command)
      mediaOverrides = try options.mediaOverrides(for: command)
      _ = try options.suggestionKind(for: command)
      _ = try options.libraryPage(for: command)
    } catch {
      return usageFailure(error, localize: localize, json: jsonAsked)
    }
    if options.flags.contains("help") {
      console.write(console.layout.reflowColumns(localize(command?.helpPhrase ?? .help)))
      return ExitCode.success.rawValue
    }
    let frontEnd: (any InteractiveFrontEnd.Type)?
    do {
      frontEnd = try interactiveFrontEnd(
        command, console: console, environment: environment, line: interactive,
        fullScreen: fullScreen)
    } catch {
      return usageFailure(error, localize: localize, json: jsonAsked)
    }
    do {
      if let text = try DocumentationCommand.output(
        command, arguments: options.arguments, localize: localize, version: version)
      {
        console.write(String(text.dropLast()))
        return ExitCode.success.rawValue
      }
    } catch {
      return usageFailure(error, localize: localize, json: jsonAsked)
    }
    let fullScreenRun = frontEnd.map { ObjectIdentifier($0) != ObjectIdentifier(interactive) }
    console.theme = theme(
      terminalSettings.themeChoice, colorAllowed: configuration.colorAllowed,
      environment: environment, asking: fullScreenRun ?? false)
    let output = Output(console: console, json: configuration.json)
    let transport = LiveServices.transport(configuration, version: version)
    let offline = configuration.answerPolicy.mode == .offline
    let player = OnDemandPreviewPlayer {
      PreviewPlayerFactory.make(environment: environment, transport: transport, offline: offline)
    }
    let playback = QueuedPlayback(player: player)
    // The full-screen app reads its own signals, to give the terminal back before it ends.
    let lineApp = frontEnd.map { ObjectIdentifier($0) == ObjectIdentifier(interactive) } ?? false
    let interrupts = lineApp || command == .play ? InterruptHandler(player: player) : nil
    defer { withExtendedLifetime(interrupts) {} }
    let code: ExitCode
    do {
      let waiter = BudgetWaitRelay(
        ConsoleBudgetWaiter(
          console: console, clock: SystemClock(inMachineZone: true), rate: configuration.rate,
          language: configuration.language))
      let notices = ServiceNoticeRelay { line in
        StandardStreams.write(TerminalSafe.clean("musiclib: " + line) + "\n", to: STDERR_FILENO)
      }
      let services = try LiveServices.open(
        configuration, transport: transport, waiter: waiter,
        readingDamagedLibrary: command == .library && options.values["export"] != nil,
        cacheUnavailable: { failure in
          let notice = FailureNotice(failure, localizer: localize)
          notices.post(localize(CLIPhrase.answerCacheUnavailable, ["reason": notice.message]))
        })
      let surface = ArtworkSurface(
        environment: TerminalEnvironment(
          variables: environment, stdoutIsTerminal: console.outputIsTerminal,
          artOption: terminalSettings.artOption,
          noColorFlag: options.flags.contains("no-color")),
        size: { TerminalSize.current(environment: environment) }, drawnImages: console.drawnImages)
      let artwork = ArtworkServices.live(configuration, services: services, surface: surface)
      let screens = ScreenFactory(
        services: services, configuration: configuration, playback: playback,
        searchOptions: searchOptions, historyLimit: historyLimit,
        mediaOverrides: mediaOverrides ?? MediaSearchOverrides(),
        frontEnd: TerminalParts(
          artwork: artwork,
          hyperlinks: console.outputIsTerminal && console.allowsStyling
            ? TerminalHyperlinks(trusted: console.drawnImages) : nil),
        notices: notices)
      // The full-screen app shows them on its status line, where they are seen.
      if fullScreenRun != true {
        for warning in screens.storageWarnings {
          console.writeError("musiclib: \(TerminalSafe.clean(warning))")
        }
      }
      // Every run that plays shows the desktop what plays and takes its media keys.
      let media =
        frontEnd != nil || command == .play
        ? DesktopMediaLink.live(
          configuration, environment: environment, playback: playback,
          covers: services.covers(configuration, environment: environment)) : nil
      defer { media?.stop() }
      if let frontEnd {
        code = try await frontEnd.run(screens: screens, console: console, budgetWaits: waiter)
      } else if let command {
        let runner = SubcommandRunner(
          console: console, screens: screens, configuration: configuration, output: output,
          options: options, artworkServices: artwork, answers: services.answers,
          libraryDamaged: services.libraryDamaged)
        code = await runner.run(command)
      } else {
        code = .success
      }
    } catch {
      code = output.failure(FailureNotice(.wrapping(error), localizer: localize))
    }
    // Asked first: even a player with nothing to shut down costs a hop off the main actor.
    if player.isMade { await playback.shutdown() }
    return code.rawValue
  }

  /// The colours of the theme `choice`; `asking` the terminal for its background (the
  /// full-screen app, which owns the terminal) when the choice is auto, else from `COLORFGBG`.
  private static func theme(
    _ choice: ThemeChoice, colorAllowed: Bool, environment: [String: String], asking: Bool
  ) -> Theme {
    var variables = environment
    if !colorAllowed { variables["NO_COLOR"] = "1" }
    return Theme.resolve(
      choice: choice, environment: variables,
      probe: { asking ? BackgroundProbe().background() : nil })
  }

  /// The front end of a run without a subcommand or with `ui`, nil for a one-shot subcommand:
  /// the full-screen app for `ui`, and for no subcommand with `MUSICLIB_UI=full` where input and
  /// output are a terminal that can show it; the line app otherwise. `ui` where it cannot run is
  /// a usage error.
  private static func interactiveFrontEnd(
    _ command: Subcommand?, console: TerminalConsole, environment: [String: String],
    line: any InteractiveFrontEnd.Type, fullScreen: (any InteractiveFrontEnd.Type)?
  ) throws(UsageError) -> (any InteractiveFrontEnd.Type)? {
    let terminal =
      console.isInteractive && console.outputIsTerminal && environment["TERM"] != "dumb"
    switch command {
    case .ui?:
      guard terminal, let fullScreen else { throw .fullScreenNeedsTerminal }
      return fullScreen
    case nil:
      guard environment["MUSICLIB_UI"] == "full", terminal, let fullScreen else { return line }
      return fullScreen
    default:
      return nil
    }
  }

  private static func validate(_ options: CommandLineOptions) throws(UsageError) -> Subcommand? {
    guard let name = options.command else {
      if let option = (options.values.keys.sorted() + options.flags.sorted()).first(where: {
        !CommandLineOptions.globalValueOptions.contains($0)
          && !CommandLineOptions.globalFlags.contains($0)
      }) {
        throw .optionNotForCommand(option: "--\(option)", command: "musiclib")
      }
      return nil
    }
    guard let command = Subcommand(rawValue: name) else { throw .unknownCommand(name) }
    let allowed = command.valueOptions.union(command.flags)
      .union(CommandLineOptions.globalValueOptions).union(CommandLineOptions.globalFlags)
    if let option = (options.values.keys.sorted() + options.flags.sorted()).first(where: {
      !allowed.contains($0)
    }) {
      throw .optionNotForCommand(option: "--\(option)", command: name)
    }
    guard !options.flags.contains("help") else { return command }
    if options.arguments.count > command.positionalArguments.upperBound {
      throw .unexpectedArgument(
        command: name, position: command.positionalArguments.upperBound + 1)
    }
    if options.arguments.count < command.positionalArguments.lowerBound {
      throw .missingArgument(Self.argumentNames(command))
    }
    if let repeated = command.singleUseOptions.intersection(options.repeated).sorted().first {
      throw .repeatedOption("--" + repeated)
    }
    let given = command.exclusiveOptions.filter {
      options.values[$0] != nil || options.flags.contains($0)
    }
    if given.count > 1 { throw .conflictingOptions("--" + given[0], "--" + given[1]) }
    // --skip-invalid changes an import; without one it would be ignored without a word.
    if options.flags.contains("skip-invalid"), options.values["import"] == nil {
      throw .missingArgument("--import FILE")
    }
    // A file holds the whole library: a page or a filter of it would be ignored without a word.
    if let file = ["export", "import"].first(where: { options.values[$0] != nil }),
      let narrowing = ["limit", "offset"].first(where: { options.values[$0] != nil })
        ?? (options.arguments.isEmpty ? nil : "TEXT")
    {
      throw .conflictingOptions("--" + file, narrowing == "TEXT" ? narrowing : "--" + narrowing)
    }
    if let missing = CommandTable.spec(command).options.first(where: {
      $0.isRequired && options.values[$0.name] == nil
    }) {
      throw .missingArgument("--" + missing.name + (missing.placeholder.map { " " + $0 } ?? ""))
    }
    return command
  }

  private static func argumentNames(_ command: Subcommand) -> String {
    switch command {
    case .album, .item: "ID"
    case .save, .remove: "ALBUM_ID"
    case .play: "ALBUM_ID TRACK_NUMBER"
    case .completions: "SHELL"
    default: "TERM"
    }
  }

  /// The known command or option nearest to a mistyped one.
  static func didYouMean(_ error: UsageError) -> String? {
    switch error {
    case .unknownCommand(let command):
      // An option typed as a command word: `musiclib help`.
      if ["help", "version"].contains(command.lowercased()) { return "--" + command.lowercased() }
      return DidYouMean.suggestion(for: command, among: Subcommand.allCases.map(\.rawValue))
    case .unknownOption(let option):
      let name = option.prefix { $0 != "=" }
      let known = Subcommand.allValueOptions.union(Subcommand.allFlags).map { "--" + $0 }
      return DidYouMean.suggestion(for: String(name), among: known)
    default: return nil
    }
  }

  /// Says what is wrong with the command line (exit 2): on standard error, or with `--json`
  /// anywhere in it as `{"error": {"code", "message"}}` on standard output, like every failure.
  private static func usageFailure(_ error: any Error, localize: Localizer, json: Bool) -> Int32 {
    let message: String =
      switch error as? UsageError {
      case .unknownOption(let option): localize(CLIPhrase.unknownOption, ["option": option])
      case .missingValue(let option): localize(CLIPhrase.missingValue, ["option": option])
      case .unknownCommand(let command): localize(CLIPhrase.unknownCommand, ["command": command])
      case .unexpectedArgument(let command, let position):
        localize(CLIPhrase.unexpectedArgument, ["command": command, "position": String(position)])
      case .optionNotForCommand(let option, let command):
        localize(CLIPhrase.optionNotForCommand, ["option": option, "command": command])
      case .invalidValue(let option, let value):
        localize(CLIPhrase.invalidValue, ["option": option, "value": value])
          + ValidValuesPhrase.suffix(for: option, localize: localize)
      case .emptyDataDirectory(let option):
        localize(CLIPhrase.emptyDataDirectory, ["option": option])
      case .missingArgument(let argument):
        localize(CLIPhrase.missingArgument, ["argument": argument])
      case .conflictingOptions(let first, let second):
        localize(CLIPhrase.conflictingOptions, ["first": first, "second": second])
      case .repeatedOption(let option): localize(CLIPhrase.repeatedOption, ["option": option])
      case .fullScreenNeedsTerminal: localize(CLIPhrase.fullScreenNeedsTerminal)
      case nil: String(describing: error)
      }
    let hint = (error as? UsageError).flatMap(didYouMean).map {
      "; " + localize(DidYouMeanPhrase.didYouMean, ["suggestion": $0])
    }
    if json {
      let notice = FailureNotice(
        code: (error as? UsageError)?.code ?? "usage", message: message + (hint ?? ""),
        kind: .invalidInput)
      StandardStreams.write(utf8: Output.errorUTF8(notice) + [10], to: STDOUT_FILENO)
      return ExitCode.usage.rawValue
    }
    // Every usage message echoes what was typed, which may hold escape sequences.
    StandardStreams.write(
      TerminalConsole.standardErrorLayout.reflow(
        "musiclib: \(TerminalSafe.clean(message + (hint ?? "")))\n\(localize(CLIPhrase.seeHelp))")
        + "\n",
      to: STDERR_FILENO)
    return ExitCode.usage.rawValue
  }
}
