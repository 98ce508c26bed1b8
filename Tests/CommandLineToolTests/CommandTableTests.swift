import Localization
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition

/// The command table is the parser's command line exactly, and the completions, the man page
/// and `--help` name every command and option in it.
@Suite struct CommandTableTests {
  static let languages: [Language] = [.en, .ru]

  @Test func theTableDescribesExactlyWhatTheParserAccepts() {
    #expect(CommandTable.commands.map(\.command) == Subcommand.allCases)
    let global = CommandTable.globalOptions
    #expect(
      Set(global.filter { $0.placeholder != nil }.map(\.name))
        == CommandLineOptions.globalValueOptions)
    #expect(
      Set(global.filter { $0.placeholder == nil }.map(\.name)) == CommandLineOptions.globalFlags)
    for spec in CommandTable.commands {
      let options = spec.options
      #expect(
        Set(options.filter { $0.placeholder != nil }.map(\.name)) == spec.command.valueOptions,
        "\(spec.name)")
      #expect(
        Set(options.filter { $0.placeholder == nil }.map(\.name)) == spec.command.flags,
        "\(spec.name)")
    }
    #expect(CommandTable.allOptionNames == Subcommand.allValueOptions.union(Subcommand.allFlags))
  }

  @Test func optionValuesAreTheOnesConfigurationAccepts() {
    #expect(CommandTable.option(named: "lang")?.choices == ["en", "ru"])
    #expect(CommandTable.option(named: "phone-region")?.choices == ["BY", "RU"])
    #expect(
      CommandTable.option(named: "art")?.choices
        == ["auto", "kitty", "iterm", "sixel", "blocks", "ascii", "none"])
    #expect(CommandTable.option(named: "data-dir")?.kind == .directory)
  }

  @Test(arguments: ["bash", "zsh", "fish"], languages)
  func everyCompletionScriptNamesEveryCommandOptionAndValue(shell: String, language: Language)
    throws
  {
    let script = try #require(
      CompletionScript.script(for: shell, localize: Localizer(language: language)))
    for command in CommandTable.commands {
      #expect(script.contains(command.name), "\(shell) lacks \(command.name)")
      for choice in command.argumentChoices {
        #expect(script.contains(choice), "\(shell) lacks \(command.name) \(choice)")
      }
      for option in command.options {
        let written = shell == "fish" ? "-l \(option.name)" : "--\(option.name)"
        #expect(script.contains(written), "\(shell) lacks \(command.name) --\(option.name)")
      }
    }
    for option in CommandTable.globalOptions {
      let written = shell == "fish" ? "-l \(option.name) " : "--\(option.name)"
      #expect(script.contains(written), "\(shell) lacks --\(option.name)")
      for choice in option.choices {
        #expect(script.contains(choice), "\(shell) lacks --\(option.name) \(choice)")
      }
    }
  }

  @Test(arguments: ["bash", "zsh", "fish"], languages)
  func everyCompletionScriptOffersHelpAndTheCommandsAfterIt(shell: String, language: Language)
    throws
  {
    let script = try #require(
      CompletionScript.script(for: shell, localize: Localizer(language: language)))
    let afterHelp: String =
      switch shell {
      case "bash": "help) choices=\"signup signin"
      case "zsh": "help) _arguments -S $global '1:COMMAND:(signup signin"
      default: "__fish_seen_subcommand_from help\" -a \"signup signin"
      }
    #expect(script.contains(afterHelp))
    #expect(script.contains(shell == "zsh" ? "'help:" : " help"))
  }

  @Test(arguments: languages)
  func theManPageNamesTheHelpWord(language: Language) {
    let page = ManualPage.roff(localize: Localizer(language: language), version: "1.2.3")
    #expect(page.contains(".br\n\\fBmusiclib help\\fR [\\fICOMMAND\\fR]\n"))
    #expect(page.contains(".TP\n\\fBmusiclib help\\fR [\\fICOMMAND\\fR]\n"))
  }

  @Test func anUnknownShellHasNoScript() {
    #expect(CompletionScript.script(for: "powershell", localize: Localizer(language: .en)) == nil)
  }

  @Test(arguments: languages)
  func theManPageHasEverySectionCommandOptionAndExitCode(language: Language) {
    let localize = Localizer(language: language)
    let page = ManualPage.roff(localize: localize, version: "1.2.3")
    let sections: [ManualPhrase] = [
      .sectionName, .sectionSynopsis, .sectionDescription, .sectionCommands, .sectionOptions,
      .sectionEnvironment, .sectionFiles, .sectionExitStatus, .sectionExamples,
    ]
    for section in sections {
      #expect(page.contains(".SH \(ManualPage.text(localize(section)))\n"), "\(section)")
    }
    for command in CommandTable.commands {
      #expect(page.contains("\\fBmusiclib \(command.name)\\fR"), "\(command.name)")
    }
    for option in CommandTable.globalOptions + CommandTable.commands.flatMap(\.options) {
      let roffName = "\\-\\-" + option.name.replacingOccurrences(of: "-", with: "\\-")
      #expect(page.contains(".TP\n\\fB\(roffName)\\fR"), "--\(option.name)")
    }
    for code in ExitCode.allCases {
      #expect(page.contains(".TP\n\\fB\(code.rawValue)\\fR\n"), "exit \(code.rawValue)")
    }
    for (variable, _) in ManualPage.environment {
      #expect(page.contains("\\fB\(ManualPage.text(variable))\\fR"), "\(variable)")
    }
    #expect(page.hasPrefix(".TH MUSICLIB 1 \"\" \"musiclib 1.2.3\""))
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII }, "non-ASCII is escaped for groff")
  }

  @Test func roffTextIsEscaped() {
    #expect(ManualPage.text(".dot\n'quote") == "\\&.dot\n\\&'quote")
    #expect(ManualPage.text("a\\b-c") == "a\\eb\\-c")
    #expect(ManualPage.text("кино…") == "\\[u043A]\\[u0438]\\[u043D]\\[u043E]\\[u2026]")
  }

  @Test(arguments: languages)
  func helpNamesEveryCommandAndGlobalOption(language: Language) {
    let help = Localizer(language: language)(CLIPhrase.help)
    for command in CommandTable.commands {
      #expect(help.contains("musiclib \(command.name)"), "\(command.name)")
    }
    for option in CommandTable.globalOptions {
      #expect(help.contains("--\(option.name)"), "--\(option.name)")
      for choice in option.choices {
        #expect(help.contains(choice), "--\(option.name) \(choice)")
      }
    }
    for command in CommandTable.commands {
      let commandHelp = Localizer(language: language)(command.command.helpPhrase)
      for option in command.options {
        #expect(commandHelp.contains("--\(option.name)"), "\(command.name) --\(option.name)")
      }
    }
  }

  @Test func versionNamesTheCommitWhenItIsKnown() {
    #expect(BuildInfo.versionLine("0.1.0", commit: "abc1234") == "musiclib 0.1.0 (commit abc1234)")
    #expect(BuildInfo.versionLine("0.1.0", commit: nil) == "musiclib 0.1.0")
    #expect(BuildInfo.versionLine("0.1.0", commit: "") == "musiclib 0.1.0")
  }
}
