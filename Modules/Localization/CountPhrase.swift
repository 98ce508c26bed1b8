/// Counted nouns, with their plural forms in every language.
public enum CountPhrase: String, PluralPhrase {
  case years

  public var english: PluralForms {
    switch self {
    case .years: .english("year", "years")
    }
  }

  public var russian: PluralForms {
    switch self {
    case .years: PluralForms(one: "год", few: "года", many: "лет")
    }
  }
}
