/// The one-shot subcommands and the options each accepts besides the global ones.
public enum Subcommand: String, CaseIterable, Sendable {
  case signup
  case signin
  case signout
  case profile
  case search
  case album
  case doctor
  case tracks
  case play
  case history
  case suggest
  case completions
  case man
  case save
  case remove
  case library
  case cache
  case filters
  case item
  case ui

  /// Options of this subcommand that take a value.
  public var valueOptions: Set<String> {
    switch self {
    case .signup: ["first-name", "last-name", "birth-date", "phone", "email"]
    case .signin: ["email"]
    case .search: ["limit", "country", "media", "explicit"]
    case .album: ["country"]
    case .tracks: ["limit", "country"]
    case .play: ["disc", "country"]
    case .history: ["limit", "delete"]
    case .suggest: ["media"]
    case .signout, .profile, .doctor, .completions, .man, .cache, .item: []
    case .ui: ["limit", "country"]
    case .save: ["country"]
    case .remove: []
    case .library: ["export", "import", "limit", "offset"]
    case .filters: ["media", "explicit", "country", "limit"]
    }
  }

  /// Flags of this subcommand.
  public var flags: Set<String> {
    switch self {
    case .signup, .signin: ["password-stdin"]
    case .history, .cache: ["clear"]
    case .signout, .profile, .search, .album, .doctor, .tracks, .play, .suggest, .completions,
      .man, .filters, .item, .ui:
      []
    case .save, .remove: []
    case .library: ["skip-invalid"]
    }
  }

  /// Options of which one at most may be given (`history [--limit N] | --delete Q | --clear`).
  public var exclusiveOptions: [String] {
    switch self {
    case .history: ["limit", "delete", "clear"]
    case .library: ["export", "import"]
    default: []
    }
  }

  /// Options that name a file, each given at most once: a repeat is a usage error rather than
  /// the last one silently winning.
  public var singleUseOptions: Set<String> {
    switch self {
    case .library: ["export", "import"]
    default: []
    }
  }

  /// How many positional arguments it takes.
  public var positionalArguments: ClosedRange<Int> {
    switch self {
    case .signup, .signin, .signout, .profile, .doctor, .history, .man, .cache, .filters, .ui:
      0...0
    case .completions: 1...1
    case .suggest: 0...Int.max
    case .search, .tracks: 1...Int.max
    case .album, .item: 1...1
    case .play: 1...2
    case .save, .remove: 1...1
    case .library: 0...1
    }
  }

  public static var allValueOptions: Set<String> {
    allCases.reduce(CommandLineOptions.globalValueOptions) { $0.union($1.valueOptions) }
  }

  public static var allFlags: Set<String> {
    allCases.reduce(CommandLineOptions.globalFlags) { $0.union($1.flags) }
  }
}

extension Subcommand {
  /// The `--help` text of the subcommand.
  public var helpPhrase: CLIPhrase {
    switch self {
    case .signup: .helpSignup
    case .signin: .helpSignin
    case .signout: .helpSignout
    case .profile: .helpProfile
    case .search: .helpSearch
    case .album: .helpAlbum
    case .doctor: .helpDoctor
    case .tracks: .helpTracks
    case .history: .helpHistory
    case .suggest: .helpSuggest
    case .play: .helpPlay
    case .completions: .helpCompletions
    case .man: .helpMan
    case .save: .helpSave
    case .remove: .helpRemove
    case .library: .helpLibrary
    case .cache: .helpCache
    case .filters: .helpFilters
    case .item: .helpItem
    case .ui: .helpUI
    }
  }
}
