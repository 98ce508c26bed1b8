import Localization
import Testing

/// Checks that a phrase catalog is complete: every case has English and Russian text, and both
/// languages use the same `{placeholders}`. Each module's tests check the catalogs it owns.
public enum PhraseCatalog {
  /// Records a test issue for each problem of `catalog`, at the caller's line.
  public static func expectComplete<P: Phrase>(
    _ catalog: P.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(problems(in: catalog) == [], sourceLocation: sourceLocation)
  }

  /// Records a test issue for each counted noun of `catalog` missing a form in either language.
  public static func expectComplete<P: PluralPhrase>(
    _ catalog: P.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(problems(in: catalog) == [], sourceLocation: sourceLocation)
  }

  /// What is wrong with `catalog`, one line per faulty case; empty when it is complete.
  public static func problems<P: Phrase>(in catalog: P.Type) -> [String] {
    guard !P.allCases.isEmpty else { return ["\(P.self) has no cases"] }
    return P.allCases.compactMap { phrase in
      if phrase.english.isEmpty || phrase.russian.isEmpty {
        return "\(P.self).\(phrase): a language has no text"
      }
      let english = placeholders(in: phrase.english)
      let russian = placeholders(in: phrase.russian)
      guard english == russian else {
        return "\(P.self).\(phrase): placeholders differ, English \(english.sorted()), "
          + "Russian \(russian.sorted())"
      }
      return nil
    }
  }

  /// What is wrong with the counted nouns of `catalog`; empty when every form is filled.
  public static func problems<P: PluralPhrase>(in catalog: P.Type) -> [String] {
    guard !P.allCases.isEmpty else { return ["\(P.self) has no cases"] }
    return P.allCases.compactMap { noun in
      let forms = [noun.english, noun.russian].flatMap { [$0.one, $0.few, $0.many] }
      return forms.contains(where: \.isEmpty) ? "\(P.self).\(noun): a form is empty" : nil
    }
  }

  private static func placeholders(in text: String) -> Set<String> {
    var found: Set<String> = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      found.insert(String(rest[open...close]))
      rest = rest[rest.index(after: close)...]
    }
    return found
  }
}
