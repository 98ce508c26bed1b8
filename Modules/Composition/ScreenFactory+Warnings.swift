import Localization

extension ScreenFactory {
  /// What opening the data said to warn about, in the screens' language, for the front end to
  /// show where it is seen: each path whose hand-widened mode was tightened.
  public var storageWarnings: [String] {
    let localize = Localizer(language: configuration.language)
    return services.tightenedPermissions.map { fix in
      localize(
        StorageWarningPhrase.permissionsTightened,
        [
          "path": Localizer.shownPath(fix.path), "old": Localizer.octal(fix.oldMode),
          "new": Localizer.octal(fix.newMode),
        ])
    }
  }
}
