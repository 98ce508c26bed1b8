/// A country whose mobile numbers the product accepts, with its national mask.
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

  /// `+countryCode` followed by the national mask filled with `national`, stopping after the last
  /// digit so that no bracket or dash dangles (as-you-type formatting).
  public func masked(_ national: String) -> String {
    var result = "+" + countryCode
    var pendingLiterals = ""
    var remaining = national.makeIterator()
    for slot in nationalMask {
      guard slot == "#" else {
        pendingLiterals.append(slot)
        continue
      }
      guard let digit = remaining.next() else { break }
      result += pendingLiterals
      result.append(digit)
      pendingLiterals = ""
    }
    return result
  }

  /// A stored E.164 number such as `+375291234567` in its country's mask; any text that is not a
  /// complete number of a known region is returned unchanged.
  public static func mask(e164: String) -> String {
    for region in allCases {
      let prefix = "+" + region.countryCode
      let national = e164.dropFirst(prefix.count)
      if e164.hasPrefix(prefix), national.count == region.nationalNumberLength,
        national.allSatisfy({ ("0"..."9").contains($0) })
      {
        return region.masked(String(national))
      }
    }
    return e164
  }
}
