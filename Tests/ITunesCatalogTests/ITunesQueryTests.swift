import Testing

@testable import ITunesCatalog

@Suite struct ITunesQueryTests {
  @Test(arguments: [
    ("the beatles", "the+beatles"),
    ("AZaz09-._~", "AZaz09-._~"),
    ("a&b+c#d/e%f", "a%26b%2Bc%23d%2Fe%25f"),
    ("\"q\" 'x'", "%22q%22+%27x%27"),
    ("?=;:@!$,*()[]", "%3F%3D%3B%3A%40%21%24%2C%2A%28%29%5B%5D"),
    ("кино", "%D0%BA%D0%B8%D0%BD%D0%BE"),
    ("🎸", "%F0%9F%8E%B8"),
    ("tab\tnew\nline", "tab%09new%0Aline"),
  ])
  func encodesSpacesAsPlusAndEverythingReservedAsUTF8Escapes(raw: String, encoded: String) {
    #expect(ITunesQuery.encode(raw) == encoded)
  }

  @Test func joinsPairsInOrder() {
    #expect(ITunesQuery.string(["term": "a b", "limit": "5"]) == "term=a+b&limit=5")
  }
}
