import Domain
import Localization
import TerminalKit

/// One option as the completions and the man page describe it.
public struct OptionSpec: Equatable, Sendable {
  /// What a value of the option is, for shells that complete it.
  public enum ValueKind: Equatable, Sendable {
    /// One of the listed words.
    case choice([String])
    /// A directory.
    case directory
    /// Free text (a name, a number, a URL).
    case text
  }

  /// The name without dashes.
  public let name: String
  /// The value's placeholder (`DIR`), nil for a flag.
  public let placeholder: String?
  /// What the value may be; `.text` for flags.
  public let kind: ValueKind
  /// One line saying what it does.
  public let summary: ManualPhrase
  /// Whether the command cannot run without it (a usage error, exit 2, before anything is
  /// asked); the synopsis shows it without brackets.
  public var isRequired = false

  /// A flag: no value.
  public static func flag(_ name: String, _ summary: ManualPhrase) -> OptionSpec {
    OptionSpec(name: name, placeholder: nil, kind: .text, summary: summary)
  }

  /// An option with a value.
  public static func value(
    _ name: String, _ placeholder: String, _ summary: ManualPhrase, kind: ValueKind = .text
  ) -> OptionSpec {
    OptionSpec(name: name, placeholder: placeholder, kind: kind, summary: summary)
  }

  /// An option with a value that the command cannot run without.
  public static func required(_ name: String, _ placeholder: String, _ summary: ManualPhrase)
    -> OptionSpec
  {
    OptionSpec(
      name: name, placeholder: placeholder, kind: .text, summary: summary, isRequired: true)
  }

  /// The words the value may be, empty when it is not a fixed list.
  public var choices: [String] {
    if case .choice(let words) = kind { words } else { [] }
  }
}

/// One subcommand as the completions and the man page describe it.
public struct CommandSpec: Sendable {
  /// The subcommand.
  public let command: Subcommand
  /// The positional arguments as the synopsis writes them (`TERM…`), empty for none.
  public let arguments: String
  /// The words the first positional argument may be, for completion.
  public let argumentChoices: [String]
  /// Its own options, in the order the synopsis lists them.
  public let options: [OptionSpec]
  /// One line saying what it does.
  public let summary: ManualPhrase

  /// The name typed on the command line.
  public var name: String { command.rawValue }
}

/// The one description of the command line that the completions and the man page are made
/// from; `CommandTableTests` holds it equal to what the parser accepts.
public enum CommandTable {
  /// Options every subcommand (and the interactive app) accepts.
  public static let globalOptions: [OptionSpec] = [
    .value("data-dir", "DIR", .optionDataDir, kind: .directory),
    .value("lang", "LANG", .optionLang, kind: .choice(Language.allCases.map(\.rawValue))),
    .value(
      "phone-region", "REGION", .optionPhoneRegion,
      kind: .choice(PhoneRegion.allCases.map(\.rawValue))),
    .value("api-url", "URL", .optionAPIURL),
    .value("timeout", "SECONDS", .optionTimeout),
    .value("art", "MODE", .optionArt, kind: .choice(ArtworkMode.allCases.map(\.rawValue))),
    .value("theme", "THEME", .optionTheme, kind: .choice(ThemeChoice.allCases.map(\.rawValue))),
    .flag("json", .optionJSON),
    .flag("no-color", .optionNoColor),
    .flag("help", .optionHelp),
    .flag("version", .optionVersion),
    .flag("no-wait", .optionNoWait),
    .value("max-age", "SECONDS", .optionMaxAge),
    .flag("offline", .optionOffline),
    .flag("refresh", .optionRefresh),
    .flag("no-mpris", .optionNoMPRIS),
  ]

  /// The word before a command that shows its `--help` (`musiclib help search`); alone, the
  /// general help.
  public static let helpWord = "help"

  /// The shells `musiclib completions` writes a script for.
  public static let shells = ["bash", "zsh", "fish"]

  /// Every subcommand, in the order `--help` lists them.
  public static let commands: [CommandSpec] = Subcommand.allCases.map(spec)

  private static let limit = OptionSpec.value("limit", "N", .optionLimit)
  private static let country = OptionSpec.value("country", "CC", .optionCountry)
  private static let media = OptionSpec.value(
    "media", "MEDIA", .optionMedia, kind: .choice(MediaKind.allCases.map(\.filterName)))
  private static let searchKind = OptionSpec.value(
    "media", "KIND", .optionSearchKind, kind: .choice(SearchKind.allCases.map(\.rawValue)))
  private static let explicit = OptionSpec.value(
    "explicit", "YES|NO", .optionExplicit, kind: .choice(["yes", "no"]))

  // An exhaustive switch: a new subcommand does not compile until it is described here.
  public static func spec(_ command: Subcommand) -> CommandSpec {
    func make(
      arguments: String = "", choices: [String] = [], options: [OptionSpec] = [],
      _ summary: ManualPhrase
    ) -> CommandSpec {
      CommandSpec(
        command: command, arguments: arguments, argumentChoices: choices, options: options,
        summary: summary)
    }
    switch command {
    case .signup:
      return make(
        options: [
          .required("first-name", "F", .optionFirstName),
          .required("last-name", "L", .optionLastName),
          .required("birth-date", "D", .optionBirthDate), .required("phone", "P", .optionPhone),
          .required("email", "E", .optionEmail), .flag("password-stdin", .optionPasswordStdin),
        ], .commandSignup)
    case .signin:
      return make(
        options: [
          .required("email", "E", .optionEmail), .flag("password-stdin", .optionPasswordStdin),
        ],
        .commandSignin)
    case .signout: return make(.commandSignout)
    case .profile: return make(.commandProfile)
    case .search:
      return make(
        arguments: "TERM…", options: [limit, country, media, explicit], .commandSearch)
    case .album: return make(arguments: "ID", options: [country], .commandAlbum)
    case .doctor: return make(.commandDoctor)
    case .tracks: return make(arguments: "TERM…", options: [limit, country], .commandTracks)
    case .play:
      return make(
        arguments: "ALBUM_ID [TRACK_NUMBER]", options: [.value("disc", "N", .optionDisc), country],
        .commandPlay)
    case .history:
      return make(
        options: [limit, .value("delete", "QUERY", .optionDelete), .flag("clear", .optionClear)],
        .commandHistory)
    case .suggest: return make(arguments: "[PREFIX]", options: [searchKind], .commandSuggest)
    case .completions: return make(arguments: "SHELL", choices: shells, .commandCompletions)
    case .man: return make(.commandMan)
    case .save: return make(arguments: "ALBUM_ID", options: [country], .commandSave)
    case .remove: return make(arguments: "ALBUM_ID", .commandRemove)
    case .library:
      return make(
        arguments: "[TEXT]",
        options: [
          .value("limit", "N", .optionLibraryLimit), .value("offset", "N", .optionLibraryOffset),
          .value("export", "FILE", .optionExport), .value("import", "FILE", .optionImport),
          .flag("skip-invalid", .optionSkipInvalid),
        ],
        .commandLibrary)
    case .cache: return make(options: [.flag("clear", .optionCacheClear)], .commandCache)
    case .filters:
      return make(
        options: [
          media, explicit, .value("country", "CC", .optionFiltersCountry),
          .value("limit", "N", .optionFiltersLimit),
        ], .commandFilters)
    case .item: return make(arguments: "ID", .commandItem)
    case .ui: return make(options: [limit, country], .commandUI)
    }
  }

  /// Every option name of the command line, global and per command, each once.
  public static var allOptionNames: Set<String> {
    Set((globalOptions + commands.flatMap(\.options)).map(\.name))
  }

  /// The option described under `name` (global first, then the first command that has it).
  public static func option(named name: String) -> OptionSpec? {
    (globalOptions + commands.flatMap(\.options)).first { $0.name == name }
  }
}
