import Localization

/// The subcommands that print documentation made from `CommandTable` and need no database:
/// `completions SHELL` and `man`.
public enum DocumentationCommand {
  /// What `command` prints, or nil when it is not one of these; an unknown shell is a usage
  /// error.
  public static func output(
    _ command: Subcommand?, arguments: [String], localize: Localizer, version: String
  ) throws(UsageError) -> String? {
    switch command {
    case .completions:
      let shell = arguments.first ?? ""
      guard let script = CompletionScript.script(for: shell, localize: localize) else {
        throw .invalidValue(option: "SHELL", value: shell)
      }
      return script
    case .man:
      return ManualPage.roff(localize: localize, version: version)
    default:
      return nil
    }
  }
}
