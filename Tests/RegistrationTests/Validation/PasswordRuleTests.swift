import Registration
import Testing

@Suite struct PasswordRuleTests {
  @Test(arguments: ["Abcde1", "Пароль1", "Xq7#Lm2p", "  Spaced Out 9  ", "Abcdef٣"])
  func acceptsStrongPasswordsAsTyped(password: String) {
    #expect(PasswordRule.validate(password) == .success(password))
  }

  @Test func emptyIsRequired() {
    #expect(PasswordRule.validate("") == .failure(.required))
  }

  @Test(arguments: [
    "Abc\u{0}def1", "Abcdef1\n", "\tAbcdef1", "Abc\u{7F}def1", "Abc\u{85}def1", "\u{0}",
  ])
  func refusesControlCharacters(password: String) {
    #expect(PasswordRule.validate(password) == .failure(.passwordHasControlCharacters))
  }

  @Test func countsCodePointsNotCharacters() {
    #expect(PasswordRule.validate("Abcd1") == .failure(.passwordTooShort))
    // One family emoji is one Character but five code points.
    #expect(PasswordRule.validate("Ab1👨‍👩‍👧") == .success("Ab1👨‍👩‍👧"))
  }

  @Test func allowsOneHundredTwentyEightCodePointsButNotOneHundredTwentyNine() {
    let longest = "Aa1" + String(repeating: "x", count: 125)
    #expect(PasswordRule.validate(longest) == .success(longest))
    #expect(PasswordRule.validate(longest + "x") == .failure(.passwordTooLong))
  }

  @Test func aPastedMegabyteOfMarksIsRefusedBeforeItIsNormalised() {
    let piled = "Aa1" + String(repeating: "\u{301}\u{316}", count: 100_000)
    #expect(PasswordRule.validate(piled) == .failure(.passwordTooLong))
    #expect(PasswordRule.validate(piled + "\u{0}") == .failure(.passwordHasControlCharacters))
    #expect(PasswordRule.validate("Secret12", confirmation: piled) == .failure(.passwordsDiffer))
  }

  @Test func fourScalarsThatNormaliseToOneCountAsOne() {
    // U+1F82 decomposed: 503 scalars as typed, 128 once normalised, so within the bound.
    let typed = "Aa1" + String(repeating: "\u{3B1}\u{313}\u{300}\u{345}", count: 125)
    #expect(typed.unicodeScalars.count == 503)
    #expect(
      PasswordRule.validate(typed) == .success("Aa1" + String(repeating: "\u{1F82}", count: 125)))
  }

  @Test func normalisesWithNFKCBeforeCounting() {
    #expect(PasswordRule.validate("ＰＡＳＳｗｏｒｄ１２") == .success("PASSword12"))
    // "ﬃ" is one code point that NFKC expands to three, reaching the minimum length.
    #expect(PasswordRule.validate("Ab1ﬃ") == .success("Ab1ffi"))
    // Six code points as typed, five once "e" and the combining acute accent compose to "é".
    #expect(PasswordRule.validate("Abe\u{301}1d") == .failure(.passwordTooShort))
    #expect(PasswordRule.validate("Abe\u{301}12d") == .success("Ab\u{E9}12d"))
  }

  @Test(arguments: ["Password1", "PASSWORD1", "pAsSwOrD1", "Ｐａｓｓｗｏｒｄ１", "Abc123", "Letmein"])
  func refusesCommonPasswordsWhateverTheirCase(password: String) {
    #expect(PasswordRule.validate(password) == .failure(.passwordTooCommon))
  }

  @Test func requiresADigitALowercaseAndAnUppercaseLetter() {
    #expect(PasswordRule.validate("Abcdefgh") == .failure(.passwordNeedsDigit))
    #expect(PasswordRule.validate("ABCDEF1") == .failure(.passwordNeedsLowercase))
    #expect(PasswordRule.validate("ПАРОЛЬ1") == .failure(.passwordNeedsLowercase))
    #expect(PasswordRule.validate("abcdef1") == .failure(.passwordNeedsUppercase))
    #expect(PasswordRule.validate("1234567!") == .failure(.passwordNeedsLowercase))
  }

  @Test func comparesTheConfirmation() {
    #expect(PasswordRule.validate("Abcdef1", confirmation: "Abcdef1") == .success("Abcdef1"))
    #expect(PasswordRule.validate("Abcdef1", confirmation: "Abcdef2") == .failure(.passwordsDiffer))
    #expect(PasswordRule.validate("Abcdef1", confirmation: "abcdef1") == .failure(.passwordsDiffer))
    #expect(PasswordRule.validate("Abcdef1", confirmation: "") == .failure(.passwordsDiffer))
    #expect(PasswordRule.validate("Abcdef1", confirmation: "Ａｂｃｄｅｆ１") == .success("Abcdef1"))
  }

  @Test func reportsTheFirstFailingReasonInTheDocumentedOrder() {
    #expect(PasswordRule.validate("\u{0}a") == .failure(.passwordHasControlCharacters))
    #expect(PasswordRule.validate("abc") == .failure(.passwordTooShort))
    #expect(PasswordRule.validate(String(repeating: "a", count: 129)) == .failure(.passwordTooLong))
    #expect(PasswordRule.validate("password") == .failure(.passwordTooCommon))
    #expect(PasswordRule.validate("abcdefgh") == .failure(.passwordNeedsDigit))
    #expect(PasswordRule.validate("abcdef1") == .failure(.passwordNeedsUppercase))
    #expect(PasswordRule.validate("abcdefgh", confirmation: "x") == .failure(.passwordNeedsDigit))
  }
}
