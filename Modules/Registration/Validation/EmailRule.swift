import Domain
import Foundation

/// The rule for e-mail addresses: the practical subset of RFC 5322 that mail providers accept.
///
/// - local part: a dot-atom of 1–64 characters — ASCII letters, digits, a backtick and
///   `!#$%&'*+/=?^_{|}~-`, with dots neither first, last nor doubled (no quoted strings);
/// - one `@`;
/// - domain: dot-separated labels of 1–63 ASCII letters, digits and inner hyphens, the last of
///   which (the top-level domain) has at least two letters and nothing else (no IP literals);
/// - at most 254 characters in all (RFC 5321's limit for a path).
public enum EmailRule {
  /// The most characters an address may have.
  public static let maximumLength = EmailLength.maximum
  /// The most characters before the `@`.
  static let maximumLocalPartLength = 64
  /// The most characters in one domain label.
  static let maximumLabelLength = 63
  /// RFC 5322 `atext` besides letters and digits.
  static let atextSymbols = Set("!#$%&'*+/=?^_`{|}~-".unicodeScalars)

  /// The trimmed address with its case kept, or why it is refused: empty → `required`, over
  /// 254 characters → `emailTooLong`, any other fault → `invalidEmail`.
  public static func validate(_ input: String) -> Result<String, FieldError> {
    let address = input.trimmedOfWhitespace
    if address.isEmpty { return .failure(.required) }
    if address.unicodeScalars.count > maximumLength { return .failure(.emailTooLong) }
    let parts = address.unicodeScalars.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, isDotAtom(parts[0]), isDomain(parts[1]) else {
      return .failure(.invalidEmail)
    }
    return .success(address)
  }

  private static func isDotAtom(_ local: Substring.UnicodeScalarView) -> Bool {
    guard local.count <= maximumLocalPartLength else { return false }
    let atoms = local.split(separator: ".", omittingEmptySubsequences: false)
    return atoms.allSatisfy { atom in
      !atom.isEmpty && atom.allSatisfy { isASCIILetterOrDigit($0) || atextSymbols.contains($0) }
    }
  }

  private static func isDomain(_ domain: Substring.UnicodeScalarView) -> Bool {
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let topLevel = labels.last, topLevel.count >= 2,
      topLevel.allSatisfy(isASCIILetter)
    else { return false }
    return labels.allSatisfy(isLabel)
  }

  private static func isLabel(_ label: Substring.UnicodeScalarView) -> Bool {
    guard (1...maximumLabelLength).contains(label.count), let first = label.first,
      let last = label.last
    else { return false }
    return isASCIILetterOrDigit(first) && isASCIILetterOrDigit(last)
      && label.allSatisfy { isASCIILetterOrDigit($0) || $0 == "-" }
  }

  private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    isASCIILetter(scalar) || ("0"..."9").contains(scalar)
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
