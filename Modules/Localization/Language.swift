import Foundation

/// A language the product speaks.
public enum Language: String, Sendable, CaseIterable, Codable {
  /// English.
  case en
  /// Russian.
  case ru

  /// The locale used for collation, dates and numbers in this language.
  public var locale: Locale {
    switch self {
    case .en: Locale(identifier: "en_US")
    case .ru: Locale(identifier: "ru_RU")
    }
  }

  /// Picks the language from an explicit code, else from `MUSICLIB_LANG`, else from the first set
  /// of LC_ALL, LC_MESSAGES, LANG that starts with `ru`; English otherwise.
  /// Returns nil when an explicit or `MUSICLIB_LANG` value is not a known language.
  public static func resolve(explicit: String?, environment: [String: String]) -> Language? {
    if let explicit { return Language(code: explicit) }
    if let configured = environment["MUSICLIB_LANG"], !configured.isEmpty {
      return Language(code: configured)
    }
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty {
        return value.lowercased().hasPrefix("ru") ? .ru : .en
      }
    }
    return .en
  }

  /// Accepts `en`, `ru`, and forms like `ru_RU.UTF-8`.
  public init?(code: String) {
    let prefix = code.lowercased().prefix(2)
    guard let language = Language(rawValue: String(prefix)),
      code.count == 2 || ["_", "-", "."].contains(code.dropFirst(2).first.map(String.init) ?? "")
    else { return nil }
    self = language
  }
}
