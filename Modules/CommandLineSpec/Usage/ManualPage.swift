import AppCommands
import Composition
import Localization

/// The man page musiclib(1) as roff, made from `CommandTable`, the `--help` texts and the exit
/// codes, in the interface language.
enum ManualPage {
  /// The whole page; every character outside ASCII is written as a groff `\[uXXXX]` escape,
  /// so `groff -man` reads it without a preprocessor in either language.
  static func roff(localize: Localizer, version: String) -> String {
    var page = [
      ".TH MUSICLIB 1 \"\" \"musiclib \(text(version))\" \"User Commands\"",
      ".SH \(text(localize(ManualPhrase.sectionName)))",
      "musiclib \\- \(text(localize(ManualPhrase.nameLine)))",
      ".SH \(text(localize(ManualPhrase.sectionSynopsis)))",
      "\\fBmusiclib\\fR [\\fIOPTION\\fR]...",
    ]
    for command in CommandTable.commands {
      page += [".br", synopsis(command)]
    }
    page += [".br", helpSynopsis]
    page += [
      ".SH \(text(localize(ManualPhrase.sectionDescription)))",
      text(localize(ManualPhrase.description)),
      ".SH \(text(localize(ManualPhrase.sectionCommands)))",
    ]
    for command in CommandTable.commands {
      page += [".TP", synopsis(command), text(localize(command.summary) + ".")]
      page += paragraphs(helpBody(localize(command.command.helpPhrase)))
    }
    page += [".TP", helpSynopsis, text(localize(ManualPhrase.commandHelp) + ".")]
    page += [
      ".SH \(text(localize(ManualPhrase.sectionInteractive)))",
      text(localize(ManualPhrase.interactiveIntro)),
    ]
    for command in AppCommandDescription.allCases {
      let words =
        ["\\fB\(text(command.words))\\fR"] + (command.russianWord.map { [text($0)] } ?? [])
      page += [".TP", words.joined(separator: ", "), text(localize(command))]
    }
    page += [
      ".SH \(text(localize(ManualPhrase.sectionOptions)))",
      text(localize(ManualPhrase.sectionGlobalOptions)),
    ]
    page += CommandTable.globalOptions.flatMap { option(in: $0, localize: localize) }
    page += [".TP", "\\fB\\-h\\fR", text(localize(ManualPhrase.optionHelp))]
    for command in CommandTable.commands where !command.options.isEmpty {
      page.append(".SS \(command.name)")
      page += command.options.flatMap { option(in: $0, localize: localize) }
    }
    page.append(".SH \(text(localize(ManualPhrase.sectionEnvironment)))")
    for (name, phrase) in environment {
      page += [".TP", "\\fB\(text(name))\\fR", text(localize(phrase))]
    }
    page += [
      ".SH \(text(localize(ManualPhrase.sectionFiles)))",
      ".TP", "\\fI<data\\-dir>\\fR", text(localize(ManualPhrase.fileDataDirectory)),
      ".TP", "\\fI<data\\-dir>/library.sqlite3\\fR", text(localize(ManualPhrase.fileDatabase)),
      ".TP", "\\fI<data\\-dir>/artwork\\-cache/\\fR", text(localize(ManualPhrase.fileArtworkCache)),
      ".TP", "\\fI<cache\\-dir>/answers\\-*.sqlite3\\fR",
      text(localize(ManualPhrase.fileAnswerCache)),
      ".TP", "\\fI~/.config/musiclib/keys\\fR", text(localize(ManualPhrase.fileKeys)),
      ".SH \(text(localize(ManualPhrase.sectionExitStatus)))",
    ]
    for code in ExitCode.allCases {
      page += [".TP", "\\fB\(code.rawValue)\\fR", text(localize(summary(of: code)))]
    }
    page.append(".SH \(text(localize(ManualPhrase.sectionExamples)))")
    for (phrase, lines) in examples {
      page += [".PP", text(localize(phrase)), ".PP", ".RS", ".nf"]
      page += lines.map(text)
      page += [".fi", ".RE"]
    }
    page += [
      ".SH \(text(localize(ManualPhrase.sectionSeeAlso)))",
      "\\fBmpv\\fR(1), \\fBman\\fR(1)",
    ]
    return page.joined(separator: "\n") + "\n"
  }

  /// The variables the program reads, as the command's Getting Started article lists them.
  static let environment: [(String, ManualPhrase)] = [
    ("MUSICLIB_DATA_DIR", .environmentDataDir),
    ("XDG_DATA_HOME", .environmentXDGDataHome),
    ("MUSICLIB_LANG", .environmentLang),
    ("LC_ALL, LC_MESSAGES, LANG", .environmentLocale),
    ("MUSICLIB_PHONE_REGION", .environmentPhoneRegion),
    ("MUSICLIB_API_URL", .environmentAPIURL),
    ("MUSICLIB_ART", .environmentArt),
    ("MUSICLIB_THEME", .environmentTheme),
    ("MUSICLIB_UI", .environmentUI),
    ("NO_COLOR", .environmentNoColor),
    ("MUSICLIB_BUSY_TIMEOUT_MS", .environmentBusyTimeout),
    ("MUSICLIB_MPV_ARGS", .environmentMPVArgs),
    ("MUSICLIB_MPRIS", .environmentMPRIS),
    ("MUSICLIB_ARTWORK_BASE_URL", .environmentArtworkBaseURL),
    ("MUSICLIB_RATE", .environmentRate),
    ("MUSICLIB_MAX_AGE", .environmentMaxAge),
    ("MUSICLIB_CACHE_DIR", .environmentCacheDir),
    ("XDG_CACHE_HOME", .environmentXDGCacheHome),
    ("MUSICLIB_RUNTIME_DIR", .environmentRuntimeDir),
  ]

  private static let examples: [(ManualPhrase, [String])] = [
    (
      .exampleSignup,
      [
        "musiclib signup --first-name Ivan --last-name Petrov --birth-date 07.03.1990 \\",
        "    --phone \"29 123 45 67\" --email ivan@example.com",
        "musiclib signin --email ivan@example.com",
      ]
    ),
    (.exampleSearch, ["musiclib search кино --lang ru --json --limit 10"]),
    (.exampleAlbum, ["musiclib album 1590000002"]),
    (.exampleHistory, ["musiclib history --json"]),
    (.exampleCompletions, ["source <(musiclib completions bash)"]),
    (
      .exampleLibrary,
      ["musiclib library --export library.json", "musiclib library --import library.json"]
    ),
  ]

  private static func summary(of code: ExitCode) -> ManualPhrase {
    switch code {
    case .success: .exitSuccess
    case .failure: .exitFailure
    case .usage: .exitUsage
    case .invalidInput: .exitInvalidInput
    case .notFound: .exitNotFound
    case .unavailable: .exitUnavailable
    case .storage: .exitStorage
    case .tryLater: .exitTryLater
    case .unauthorized: .exitUnauthorized
    case .hangUp: .exitHangUp
    case .interrupted: .exitInterrupted
    case .closedPipe: .exitClosedPipe
    case .terminated: .exitTerminated
    }
  }

  private static let helpSynopsis = "\\fBmusiclib \(CommandTable.helpWord)\\fR [\\fICOMMAND\\fR]"

  private static func synopsis(_ command: CommandSpec) -> String {
    var line = "\\fBmusiclib \(command.name)\\fR"
    if !command.arguments.isEmpty { line += " \\fI\(text(command.arguments))\\fR" }
    for option in command.options {
      var words = "\\fB\(dashed(option.name))\\fR"
      if let placeholder = option.placeholder { words += " \\fI\(placeholder)\\fR" }
      line += option.isRequired ? " " + words : " [" + words + "]"
    }
    return line
  }

  private static func option(in option: OptionSpec, localize: Localizer) -> [String] {
    var head = "\\fB\(dashed(option.name))\\fR"
    if let placeholder = option.placeholder { head += " \\fI\(placeholder)\\fR" }
    var summary = localize(option.summary)
    if !option.choices.isEmpty { summary += ": " + option.choices.joined(separator: ", ") }
    return [".TP", head, text(summary)]
  }

  /// The `--help` text without its usage lines (the synopsis says them).
  private static func helpBody(_ help: String) -> String {
    guard let blank = help.range(of: "\n\n") else { return "" }
    return String(help[blank.upperBound...])
  }

  private static func paragraphs(_ body: String) -> [String] {
    body.components(separatedBy: "\n\n").filter { !$0.isEmpty }.flatMap {
      [".IP", text($0)]
    }
  }

  private static func dashed(_ name: String) -> String {
    "\\-\\-" + name.replacingOccurrences(of: "-", with: "\\-")
  }

  /// Text made safe for roff: backslashes escaped, no line starting with a control
  /// character, everything outside ASCII as a Unicode escape.
  static func text(_ plain: String) -> String {
    plain.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var escaped = ""
      for scalar in line.unicodeScalars {
        switch scalar {
        case "\\": escaped += "\\e"
        case "-": escaped += "\\-"
        case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
        default: escaped += "\\[u" + hex(scalar.value) + "]"
        }
      }
      if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
      return escaped
    }.joined(separator: "\n")
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
