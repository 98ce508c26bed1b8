import CommandLineSpec
import Composition
import TerminalComposition
import TerminalKit

extension TerminalSettings {
  /// Resolves `--art` and `--theme` (else `MUSICLIB_ART`, `MUSICLIB_THEME`); throws a usage
  /// error for a bad value.
  static func resolve(_ options: CommandLineOptions, environment: [String: String])
    throws(UsageError) -> TerminalSettings
  {
    let artOption = try artMode(options.values["art"], option: "--art")
    _ = try artMode(environment["MUSICLIB_ART"], option: "MUSICLIB_ART")
    let (themeSource, themeText) =
      AppConfiguration.setting("theme", "MUSICLIB_THEME", options, environment)
      ?? ("--theme", "auto")
    guard let themeChoice = ThemeChoice(rawValue: themeText) else {
      throw .invalidValue(option: themeSource, value: themeText)
    }
    return TerminalSettings(artOption: artOption, themeChoice: themeChoice)
  }

  /// The art mode `text` names (in any case), nil for no text; a usage error for anything else.
  private static func artMode(_ text: String?, option: String) throws(UsageError) -> ArtworkMode? {
    guard let text, !text.isEmpty else { return nil }
    guard let mode = ArtworkMode(rawValue: text.lowercased()) else {
      throw .invalidValue(option: option, value: text)
    }
    return mode
  }
}
