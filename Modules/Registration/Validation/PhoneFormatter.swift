import Domain
import Foundation

/// Reads a Belarusian or Russian phone number typed in any common format and shows it in the
/// country's mask, also while it is still being typed.
///
/// After trimming, the input may hold ASCII digits, spaces, dashes, brackets, dots and one
/// leading `+`. The country is chosen from the digits:
/// - with a leading `+` the digits are international: `375…` is Belarus, `7…` is Russia, `3` and
///   `37` are Belarus still being typed, anything else is `phoneUnsupportedCountry`;
/// - without it, `375…` is Belarus, eleven digits starting with `7` or `8` are Russia (a leading
///   `8` is the trunk prefix and becomes `+7`), and any other digits are the national number of
///   the default region. So an unprefixed `8…` is read as a national number until its eleventh
///   digit arrives, when the mask regroups it as Russian.
public enum PhoneFormatter {
  /// Characters people put between digits, ignored when reading the number.
  static let separators: Set<Character> = [" ", "-", "(", ")", "."]

  /// The number as typed so far, or why it can never become a valid number:
  /// `phoneHasInvalidCharacters`, `phoneUnsupportedCountry` or `phoneTooLong`.
  /// An input without digits gives an empty mask (or `+` when only the plus was typed).
  public static func format(_ input: String, defaultRegion: PhoneRegion)
    -> Result<PhoneNumberInput, FieldError>
  {
    let text = input.trimmedOfWhitespace
    let hasPlus = text.first == "+"
    var digits = ""
    for character in text.dropFirst(hasPlus ? 1 : 0) {
      if character.isASCIIDigit {
        digits.append(character)
      } else if !separators.contains(character) {
        return .failure(.phoneHasInvalidCharacters)
      }
    }
    if digits.isEmpty || (hasPlus && "375".hasPrefix(digits)) {
      let region = digits.isEmpty ? defaultRegion : .by
      let masked = hasPlus ? "+" + digits : ""
      return .success(
        PhoneNumberInput(region: region, nationalDigits: "", masked: masked, e164: nil))
    }
    guard let (region, national) = split(digits, hasPlus: hasPlus, defaultRegion: defaultRegion)
    else { return .failure(.phoneUnsupportedCountry) }
    if national.count > region.nationalNumberLength { return .failure(.phoneTooLong) }
    let e164 =
      national.count == region.nationalNumberLength ? "+" + region.countryCode + national : nil
    return .success(
      PhoneNumberInput(
        region: region, nationalDigits: national, masked: region.masked(national),
        e164: e164))
  }

  /// The complete number, or why it is refused: the errors of `format`, then `required` when no
  /// digit was typed, then `phoneIncomplete`.
  public static func validate(_ input: String, defaultRegion: PhoneRegion)
    -> Result<PhoneNumberInput, FieldError>
  {
    format(input, defaultRegion: defaultRegion).flatMap { number in
      if !input.contains(where: \.isASCIIDigit) { return .failure(.required) }
      return number.isComplete ? .success(number) : .failure(.phoneIncomplete)
    }
  }

  /// The region and national digits of a non-empty digit string.
  private static func split(_ digits: String, hasPlus: Bool, defaultRegion: PhoneRegion)
    -> (region: PhoneRegion, national: String)?
  {
    if digits.hasPrefix("375") { return (.by, String(digits.dropFirst(3))) }
    if hasPlus {
      return digits.hasPrefix("7") ? (.ru, String(digits.dropFirst())) : nil
    }
    if digits.count == 11, digits.hasPrefix("7") || digits.hasPrefix("8") {
      return (.ru, String(digits.dropFirst()))
    }
    return (defaultRegion, digits)
  }
}
