/// The files in which a person changes the interactive apps: `$XDG_CONFIG_HOME/musiclib/NAME`,
/// by default `~/.config/musiclib/NAME`.
public enum UserFile: String, CaseIterable, Sendable {
  /// `key = command` lines over the full-screen key map.
  case keys
  /// `role = colour` lines over the full-screen theme's colours.
  case theme

  /// The file's path in `environment`; nil without `XDG_CONFIG_HOME` and `HOME`.
  public func path(in environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/musiclib/" + rawValue
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/musiclib/" + rawValue
  }
}
