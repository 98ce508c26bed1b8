import TerminalKit

/// The phone field read key by key: digits (and a leading `+`) are kept, the mask's spaces,
/// brackets and dashes are not typed but shown. Letters are kept too, so `back` or `help` still
/// work. Pure: keys go in, what to do comes out; the caller shows `shown(masking:)`.
public struct PhoneMaskLine: Equatable, Sendable {
  /// What a key asks of the caller.
  public enum Outcome: Equatable, Sendable {
    /// Nothing changed.
    case ignored
    /// The text changed; show it again.
    case edited
    /// Enter: this is what was typed.
    case submitted(String)
    /// Ctrl-D on an empty field: the person is done.
    case endOfInput
  }

  /// What was typed, without the separators the mask adds.
  public private(set) var typed = ""

  /// Creates an empty field.
  public init() {}

  /// Applies `key` and says what the caller should do next.
  public mutating func apply(_ key: TerminalKey) -> Outcome {
    switch key {
    case .character(let character):
      guard character.isLetter || character.isNumber || (character == "+" && typed.isEmpty)
      else { return .ignored }
      typed.append(character)
      return .edited
    case .backspace:
      guard !typed.isEmpty else { return .ignored }
      typed.removeLast()
      return .edited
    case .killToStart:
      guard !typed.isEmpty else { return .ignored }
      typed = ""
      return .edited
    case .endOfInput: return typed.isEmpty ? .endOfInput : .ignored
    case .enter: return .submitted(typed)
    default: return .ignored
    }
  }

  /// The field as shown: what was typed, through `mask` (the phone's mask as typed so far).
  public func shown(masking mask: (String) -> String) -> String { mask(typed) }
}
