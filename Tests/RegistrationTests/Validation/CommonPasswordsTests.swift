import Testing

@testable import Registration

@Suite struct CommonPasswordsTests {
  @Test func holdsOneThousandDistinctLowercasedEntries() {
    #expect(CommonPasswords.lowercasedEntries.count == 1000)
    #expect(CommonPasswords.lowercasedEntries.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty })
  }

  @Test(arguments: ["123456", "password", "PASSWORD", "Password1", "qwerty", "LetMeIn"])
  func containsTheMostCommonWhateverTheirCase(password: String) {
    #expect(CommonPasswords.contains(password))
  }

  @Test(arguments: ["", "Xq7#Lm2p", "password1!", "correct horse battery staple"])
  func doesNotContainOthers(password: String) {
    #expect(!CommonPasswords.contains(password))
  }
}
