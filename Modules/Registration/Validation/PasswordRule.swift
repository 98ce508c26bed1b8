import Domain
import Foundation

/// The rule for passwords. The password is taken as typed (never trimmed) and NFKC-normalised,
/// as it will be hashed; lengths count the Unicode code points of that normalised form.
///
/// Only the first failing reason is reported, in this fixed order: `required`,
/// `passwordHasControlCharacters`, `passwordTooShort`, `passwordTooLong`, `passwordTooCommon`,
/// `passwordNeedsDigit`, `passwordNeedsLowercase`, `passwordNeedsUppercase`, `passwordsDiffer`.
/// A common password is named as such before its missing character classes, since adding a
/// digit to "password" would not make it safe.
public enum PasswordRule {
  /// The fewest code points a password may have.
  public static let minimumLength = 6
  /// The most code points a password may have.
  public static let maximumLength = 128

  /// The NFKC-normalised password, or the first reason it is refused. Digits are Unicode decimal
  /// digits (Nd), letters are Unicode uppercase (Lu) and lowercase (Ll) letters, so "Пароль1"
  /// qualifies; control characters are Unicode Cc (NUL, line feed, DEL …). When `confirmation`
  /// is given it must normalise to the same password.
  public static func validate(_ password: String, confirmation: String? = nil)
    -> Result<String, FieldError>
  {
    let isControl = { (scalar: Unicode.Scalar) in scalar.properties.generalCategory == .control }
    // Normalising neither makes nor removes a control, so the order of the reasons holds.
    if password.exceedsWhenNormalized(scalars: maximumLength) {
      let hasControl = password.unicodeScalars.contains(where: isControl)
      return .failure(hasControl ? .passwordHasControlCharacters : .passwordTooLong)
    }
    let normalized = password.precomposedStringWithCompatibilityMapping
    let scalars = normalized.unicodeScalars
    if scalars.isEmpty { return .failure(.required) }
    if scalars.contains(where: isControl) { return .failure(.passwordHasControlCharacters) }
    if scalars.count < minimumLength { return .failure(.passwordTooShort) }
    if scalars.count > maximumLength { return .failure(.passwordTooLong) }
    if CommonPasswords.contains(normalized) { return .failure(.passwordTooCommon) }
    if !scalars.contains(where: { $0.properties.generalCategory == .decimalNumber }) {
      return .failure(.passwordNeedsDigit)
    }
    if !scalars.contains(where: { $0.properties.generalCategory == .lowercaseLetter }) {
      return .failure(.passwordNeedsLowercase)
    }
    if !scalars.contains(where: { $0.properties.generalCategory == .uppercaseLetter }) {
      return .failure(.passwordNeedsUppercase)
    }
    if let confirmation,
      confirmation.exceedsWhenNormalized(scalars: maximumLength)
        || confirmation.precomposedStringWithCompatibilityMapping != normalized
    {
      return .failure(.passwordsDiffer)
    }
    return .success(normalized)
  }
}
