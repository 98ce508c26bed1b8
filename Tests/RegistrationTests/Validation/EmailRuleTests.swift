import Registration
import Testing

@Suite struct EmailRuleTests {
  @Test(arguments: [
    "a@b.co", "a.b+tag@sub.example.org", "Ivan.Petrov@Example.COM", "x@1.io",
    "!#$%&'*+/=?^_`{|}~-@x.io", "a-b@x-y.z-w.info", "user@xn--80ak6aa92e.com",
  ])
  func acceptsAddressesAndKeepsTheirCase(address: String) {
    #expect(EmailRule.validate(address) == .success(address))
  }

  @Test func trimsSurroundingWhitespace() {
    #expect(EmailRule.validate("  a@b.co\n") == .success("a@b.co"))
  }

  @Test(arguments: ["", "   ", "\t"])
  func emptyIsRequired(input: String) {
    #expect(EmailRule.validate(input) == .failure(.required))
  }

  @Test(arguments: [
    "a..b@x.io", ".a@x.io", "a.@x.io", "a@x", "a@x.c", "a@-x.io", "a@x-.io", "a b@x.io",
    "a@x..io", "@x.io", "a@", "ä@x.io", "a@b@x.io", "a", "a@x.i0", "a@x.123", "a@.x.io",
    "a@x.io.", "\"a b\"@x.io", "a@[127.0.0.1]", "a@x_y.io", "a@пример.рф", "a\u{301}@x.io",
    "a@x.io\u{0}", "a(b)@x.io", "a,b@x.io", "a@x.i\u{301}o",
  ])
  func refusesMalformedAddresses(address: String) {
    #expect(EmailRule.validate(address) == .failure(.invalidEmail))
  }

  @Test func allowsTwoHundredFiftyFourCharactersButNotTwoHundredFiftyFive() {
    let local = String(repeating: "a", count: 64)
    let label = String(repeating: "b", count: 63)
    let address254 = "\(local)@\(label).\(label).\(String(repeating: "c", count: 58)).io"
    #expect(address254.count == 254)
    #expect(EmailRule.validate(address254) == .success(address254))
    let address255 = "\(local)@\(label).\(label).\(String(repeating: "c", count: 59)).io"
    #expect(EmailRule.validate(address255) == .failure(.emailTooLong))
  }

  @Test func allowsSixtyFourCharactersBeforeTheAtSignButNotSixtyFive() {
    let local = String(repeating: "a", count: 64)
    #expect(EmailRule.validate("\(local)@x.io") == .success("\(local)@x.io"))
    #expect(EmailRule.validate("\(local)a@x.io") == .failure(.invalidEmail))
  }

  @Test func allowsDomainLabelsOfSixtyThreeCharactersButNotSixtyFour() {
    let label = String(repeating: "b", count: 63)
    #expect(EmailRule.validate("a@\(label).io") == .success("a@\(label).io"))
    #expect(EmailRule.validate("a@\(label)b.io") == .failure(.invalidEmail))
  }
}
