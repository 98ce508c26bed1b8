import Registration
import Testing

@Suite struct NameRuleTests {
  @Test(arguments: [
    "A", "Ivan", "Mary-Jane", "O'Neil", "O’Neil", "Van Dyke", "Jean-Luc O'Neil", "d'Artagnan",
  ])
  func acceptsLatinLettersWithSingleSeparatorsBetweenThem(name: String) {
    #expect(NameRule.validate(name) == .success(name))
  }

  @Test func trimsSurroundingWhitespace() {
    #expect(NameRule.validate("  \tIvan \n") == .success("Ivan"))
  }

  @Test(arguments: ["", " ", "\t\n", "\u{A0}"])
  func emptyIsRequired(input: String) {
    #expect(NameRule.validate(input) == .failure(.required))
  }

  @Test(arguments: [
    "Mary--Jane", "-Mary", "Mary-", "'Neil", "O''Neil", "Mary- Jane", "a  b", "Ivan1", "Иван",
    "Ivan Иванов", "😀", "Ivan😀", "Zoë", "José", "Jose\u{301}", "Ivan\u{0}", "Ivan\tPetrov",
    "Ivan\nPetrov", "Ivan_Petrov", "Ivan.Petrov", "Ｉｖａｎ", "ß", "שלום",
  ])
  func refusesEverythingElseAsLatinLettersOnly(name: String) {
    #expect(NameRule.validate(name) == .failure(.latinLettersOnly))
  }

  @Test func allowsFiftyCharactersButNotFiftyOne() {
    let fifty = String(repeating: "a", count: 50)
    #expect(NameRule.validate(fifty) == .success(fifty))
    #expect(NameRule.validate(fifty + "a") == .failure(.nameTooLong))
    #expect(NameRule.validate(" \(fifty) ") == .success(fifty))
  }

  @Test func reportsLengthBeforeAlphabet() {
    #expect(NameRule.validate(String(repeating: "Я", count: 51)) == .failure(.nameTooLong))
  }

  @Test func theLengthCountsScalarsSoMarksOnOneLetterAreTooLong() {
    // One character of a megabyte: counted in graphemes it was within the bound.
    let piled = "A" + String(repeating: "\u{301}", count: 500_000)
    #expect(NameRule.validate(piled) == .failure(.nameTooLong))
  }
}
