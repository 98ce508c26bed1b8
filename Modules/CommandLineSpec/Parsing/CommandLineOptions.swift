/// A parsed command line: the subcommand, its positional arguments and every option given.
public struct CommandLineOptions: Equatable {
  /// The subcommand, nil for the interactive app.
  public var command: String?
  /// Positional arguments after the subcommand.
  public var arguments: [String] = []
  /// Options with values, by name without dashes (the last occurrence wins).
  public var values: [String: String] = [:]
  /// Flags given, by name without dashes.
  public var flags: Set<String> = []
  /// Options with values given more than once, by name without dashes, each once.
  public var repeated: Set<String> = []

  /// Options that take a value, accepted by every subcommand.
  public static let globalValueOptions: Set<String> = [
    "data-dir", "lang", "api-url", "timeout", "phone-region", "art",
    "max-age", "theme",
  ]
  /// Flags accepted by every subcommand.
  public static let globalFlags: Set<String> = [
    "no-color", "help", "version", "json", "no-wait",
    "offline", "refresh", "no-mpris",
  ]

  /// Splits `arguments` (without the program name); `valueOptions` lists every option of any
  /// subcommand that takes a value, `flagOptions` every flag.
  public static func parse(
    _ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>
  ) throws(UsageError) -> CommandLineOptions {
    var options = CommandLineOptions()
    // `swift run musiclib -- …` hands its own separator on; a leading one means nothing here.
    var index = arguments.first == "--" ? 1 : 0
    var onlyPositional = false
    while index < arguments.count {
      let token = arguments[index]
      index += 1
      if onlyPositional || !token.hasPrefix("-") || token == "-" {
        if options.command == nil {
          options.command = token
        } else {
          options.arguments.append(token)
        }
        continue
      }
      if token == "--" {
        onlyPositional = true
        continue
      }
      if token == "-h" {
        options.flags.insert("help")
        continue
      }
      guard token.hasPrefix("--") else { throw .unknownOption(token) }
      let body = token.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      if valueOptions.contains(name) {
        if options.values[name] != nil { options.repeated.insert(name) }
        if let inline {
          options.values[name] = inline
        } else if index < arguments.count {
          options.values[name] = arguments[index]
          index += 1
        } else {
          throw .missingValue("--\(name)")
        }
      } else if flagOptions.contains(name), inline == nil {
        options.flags.insert(name)
      } else {
        throw .unknownOption("--\(name)")
      }
    }
    // `help search` is `search --help`, and `help` alone `--help`.
    while options.command == CommandTable.helpWord {
      options.flags.insert("help")
      options.command = options.arguments.isEmpty ? nil : options.arguments.removeFirst()
    }
    return options
  }
}

/// Why a command line could not be used (exit 2).
public enum UsageError: Error, Equatable {
  case unknownOption(String)
  case missingValue(String)
  case unknownCommand(String)
  /// Never carries the argument itself: it may be a password typed in the wrong place.
  case unexpectedArgument(command: String, position: Int)
  case optionNotForCommand(option: String, command: String)
  case invalidValue(option: String, value: String)
  /// `--data-dir` or `MUSICLIB_DATA_DIR` (named) given as an empty string.
  case emptyDataDirectory(String)
  case missingArgument(String)
  /// Two options that exclude each other (`--offline` and `--refresh`).
  case conflictingOptions(String, String)
  /// An option that may be given once (`--import FILE`) given again.
  case repeatedOption(String)
  /// `musiclib ui` where input or output is not a terminal that can show it.
  case fullScreenNeedsTerminal

  /// The stable camelCase code of `{"error": {"code", …}}` under `--json`.
  public var code: String {
    switch self {
    case .unknownOption: "unknownOption"
    case .missingValue: "missingValue"
    case .unknownCommand: "unknownCommand"
    case .unexpectedArgument: "unexpectedArgument"
    case .optionNotForCommand: "optionNotForCommand"
    case .invalidValue: "invalidValue"
    case .emptyDataDirectory: "emptyDataDirectory"
    case .missingArgument: "missingArgument"
    case .conflictingOptions: "conflictingOptions"
    case .repeatedOption: "repeatedOption"
    case .fullScreenNeedsTerminal: "fullScreenNeedsTerminal"
    }
  }
}
