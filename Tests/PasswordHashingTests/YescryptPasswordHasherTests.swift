import PasswordHashing
import Testing

@Suite struct YescryptPasswordHasherTests {
  let hasher = YescryptPasswordHasher(cost: 1)

  @Test func hashesWithYescryptAndVerifiesOnlyTheRightPassword() throws {
    let hash = try hasher.hash("Correct-Horse7")
    #expect(hash.hasPrefix("$y$"))
    #expect(hasher.verify("Correct-Horse7", against: hash))
    #expect(!hasher.verify("correct-Horse7", against: hash))
    #expect(!hasher.verify("", against: hash))
  }

  @Test func defaultCostHashesAndVerifies() throws {
    let standard = YescryptPasswordHasher()
    let hash = try standard.hash("Пароль-2024")
    #expect(hash.hasPrefix("$y$j9T$"))
    #expect(standard.verify("Пароль-2024", against: hash))
    #expect(!standard.needsRehash(hash))
  }

  @Test func equivalentUnicodeSpellingsVerifyAlike() throws {
    let composed = "caf\u{E9}Secret1"
    let decomposed = "cafe\u{301}Secret1"
    #expect(Array(composed.utf8) != Array(decomposed.utf8))
    let hash = try hasher.hash(composed)
    #expect(hasher.verify(decomposed, against: hash))

    let fullWidth = try hasher.hash("\u{FF50}\u{FF41}\u{FF53}\u{FF53}\u{2460}")
    #expect(hasher.verify("pass1", against: fullWidth))
  }

  @Test func saltMakesEveryHashDifferent() throws {
    let first = try hasher.hash("same password")
    let second = try hasher.hash("same password")
    #expect(first != second)
    #expect(hasher.verify("same password", against: first))
    #expect(hasher.verify("same password", against: second))
  }

  @Test func weakerCostNeedsRehash() throws {
    let cheap = try hasher.hash("Upgrade-me1")
    #expect(YescryptPasswordHasher(cost: 5).needsRehash(cheap))
    #expect(!hasher.needsRehash(cheap))
  }

  @Test func foreignOrBrokenHashesNeedRehashAndNeverVerify() {
    let sha512 = "$6$saltsalt$" + String(repeating: "a", count: 86)
    #expect(hasher.needsRehash(sha512))
    #expect(hasher.needsRehash("garbage"))
    #expect(!hasher.verify("anything", against: "*"))
    #expect(!hasher.verify("anything", against: ""))
  }

  @Test func rejectsNUL() {
    #expect(throws: PasswordHashingError.containsNUL) {
      try hasher.hash("abc\u{0}def")
    }
  }

  @Test func aPastedMegabyteIsTooLongBeforeItIsNormalised() {
    let piled = "a" + String(repeating: "\u{301}\u{316}", count: 100_000)
    #expect(throws: PasswordHashingError.tooLong(byteCount: piled.utf8.count)) {
      try hasher.hash(piled)
    }
  }

  @Test func rejectsPasswordsOf512BytesOrMore() throws {
    let longest = String(repeating: "a", count: 511)
    #expect(hasher.verify(longest, against: try hasher.hash(longest)))
    #expect(throws: PasswordHashingError.tooLong(byteCount: 512)) {
      try hasher.hash(longest + "a")
    }
  }
}
