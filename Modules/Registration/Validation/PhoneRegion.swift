/// A country whose mobile numbers registration accepts.
public enum PhoneRegion: String, CaseIterable, Sendable {
  /// Belarus, +375, numbers `+375 (xx) xxx-xx-xx`.
  case by = "BY"
  /// Russia, +7, numbers `+7 (xxx) xxx-xx-xx`.
  case ru = "RU"

  /// The international calling code, without the plus.
  public var countryCode: String {
    switch self {
    case .by: "375"
    case .ru: "7"
    }
  }

  /// How many digits follow the country code in a complete number.
  public var nationalNumberLength: Int {
    switch self {
    case .by: 9
    case .ru: 10
    }
  }

  /// The mask after `+countryCode`: `#` stands for one national digit.
  var nationalMask: String {
    switch self {
    case .by: " (##) ###-##-##"
    case .ru: " (###) ###-##-##"
    }
  }
}
