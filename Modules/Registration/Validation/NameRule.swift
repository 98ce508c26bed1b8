import Domain
import Foundation

/// The rule for first and last names: 1–50 plain ASCII Latin letters, with a single hyphen,
/// apostrophe (`'` or `’`) or space allowed between two letters ("Mary-Jane", "O'Neil",
/// "Van Dyke").
///
/// Letters with diacritics ("é") are refused: the product asks for Latin letters only, and plain
/// ASCII is the reading every downstream system accepts.
public enum NameRule {
  /// The most characters a name may have, counted in Unicode scalars: letters are plain ASCII,
  /// one scalar each, and marks piled on one letter must not pass for one character.
  public static let maximumLength = 50

  /// Characters that may stand alone between two letters.
  static let separators: Set<Character> = ["-", "'", "’", " "]

  /// The trimmed name, or why it is refused: empty → `required`, over 50 characters →
  /// `nameTooLong`, anything else not allowed → `latinLettersOnly`.
  public static func validate(_ input: String) -> Result<String, FieldError> {
    let name = input.trimmedOfWhitespace
    if name.isEmpty { return .failure(.required) }
    if !name.hasAtMostScalars(maximumLength) { return .failure(.nameTooLong) }
    return isLettersWithSingleSeparators(name) ? .success(name) : .failure(.latinLettersOnly)
  }

  private static func isLettersWithSingleSeparators(_ name: String) -> Bool {
    var previousWasLetter = false
    for character in name {
      if isLatinLetter(character) {
        previousWasLetter = true
      } else if separators.contains(character) && previousWasLetter {
        previousWasLetter = false
      } else {
        return false
      }
    }
    return previousWasLetter
  }

  private static func isLatinLetter(_ character: Character) -> Bool {
    character.isASCII && character.isLetter
  }
}
