import CCurl
import Domain
import Testing

@testable import CurlTransport

/// libcurl is opened with dlopen on the first request (see `CurlFunctions`).
@Suite struct CurlFunctionsTests {
  @Test func theInstalledLibcurlHasEveryEntryPoint() throws {
    let curl = try CurlFunctions.load()
    let easy = try #require(curl.easyInit())
    defer { curl.easyCleanup(easy) }
    // Through the variadic wrappers: a setting libcurl accepts and one it refuses.
    #expect(ccurl_setopt_long(curl.easySetopt, easy, CURLOPT_NOSIGNAL, 1) == CURLE_OK)
    #expect(
      ccurl_setopt_string(curl.easySetopt, easy, CURLOPT_PROTOCOLS_STR, "gopher?") != CURLE_OK)
    var status = -1
    #expect(ccurl_getinfo_long(curl.easyGetinfo, easy, CURLINFO_RESPONSE_CODE, &status) == CURLE_OK)
    #expect(status == 0)
  }

  @Test func aMissingLibraryIsAnErrorNamingIt() {
    #expect {
      _ = try CurlFunctions("libcurl-missing.so.4")
    } throws: { error in
      guard case .unexpected(let message)? = error as? MusicLibraryError else { return false }
      return message.hasPrefix("libcurl-missing.so.4 could not be loaded: ")
    }
  }
}
