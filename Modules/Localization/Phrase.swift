/// A catalog of sentences a person reads, each in every language. Conforming enums list their
/// cases; the exhaustive switch makes a missing translation a compile error, and the owning
/// module's tests check that no text is empty and that both languages use the same
/// `{placeholders}`. Each module keeps its catalogs beside its code.
public protocol Phrase: CaseIterable, Sendable {
  /// The English text, with `{name}` placeholders.
  var english: String { get }
  /// The Russian text, with the same placeholders.
  var russian: String { get }
}

extension Phrase {
  /// The text in `language`, placeholders not yet filled.
  public func template(in language: Language) -> String {
    switch language {
    case .en: english
    case .ru: russian
    }
  }
}

/// The grammatical number forms of a counted noun.
public struct PluralForms: Sendable, Hashable {
  /// For 1 (en), 1, 21, 31… (ru).
  public let one: String
  /// For 2–4, 22–24… (ru only).
  public let few: String
  /// For 0, 5–20, 25–30… (ru), and every other count in English.
  public let many: String

  /// Creates the forms; English passes its plural as both `few` and `many`.
  public init(one: String, few: String, many: String) {
    self.one = one
    self.few = few
    self.many = many
  }

  /// English: one and other.
  public static func english(_ one: String, _ other: String) -> PluralForms {
    PluralForms(one: one, few: other, many: other)
  }

  /// The form for `count` under `language`'s rules (CLDR integer rules).
  public func form(for count: Int, in language: Language) -> String {
    let n = abs(count)
    switch language {
    case .en:
      return n == 1 ? one : many
    case .ru:
      let lastTwo = n % 100
      let last = n % 10
      if last == 1 && lastTwo != 11 { return one }
      if (2...4).contains(last) && !(12...14).contains(lastTwo) { return few }
      return many
    }
  }
}

/// A catalog of counted nouns, each with its forms in every language.
public protocol PluralPhrase: CaseIterable, Sendable {
  /// English forms.
  var english: PluralForms { get }
  /// Russian forms.
  var russian: PluralForms { get }
}
