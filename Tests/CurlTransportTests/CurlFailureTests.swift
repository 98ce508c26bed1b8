import CCurl
import Domain
import Testing

@testable import CurlTransport

@Suite struct CurlFailureTests {
  @Test(arguments: [
    (CURLE_COULDNT_RESOLVE_HOST, MusicLibraryError.noConnection),
    (CURLE_COULDNT_CONNECT, .noConnection), (CURLE_GOT_NOTHING, .noConnection),
    (CURLE_RECV_ERROR, .noConnection), (CURLE_SEND_ERROR, .noConnection),
    (CURLE_PARTIAL_FILE, .noConnection), (CURLE_SSL_CONNECT_ERROR, .noConnection),
    (CURLE_PEER_FAILED_VERIFICATION, .untrustedCertificate),
    (CURLE_SSL_CACERT_BADFILE, .noConnection),
    (CURLE_OPERATION_TIMEDOUT, .timeout), (CURLE_BAD_CONTENT_ENCODING, .unexpectedResponse),
    (CURLE_WEIRD_SERVER_REPLY, .unexpectedResponse),
    (CURLE_UNSUPPORTED_PROTOCOL, .unexpectedResponse),
    (CURLE_TOO_MANY_REDIRECTS, .unexpectedResponse),
    (CURLE_FILESIZE_EXCEEDED, .responseTooLarge(limitBytes: 1024)),
  ])
  func everyCurlFailureHasItsError(code: CURLcode, expected: MusicLibraryError) {
    #expect(CurlFailure.error(for: code, maxBodyBytes: 1024) == expected)
  }

  @Test(arguments: [
    ("http://a.example/x", "http://a.example/y?z=1", true),
    ("http://a.example/x", "http://A.EXAMPLE:80/y", true),
    ("https://a.example/x", "https://a.example:443/y", true),
    ("http://127.0.0.1:8080/x", "http://localhost:8080/x", false),
    ("http://127.0.0.1:8080/x", "http://127.0.0.1:8081/x", false),
    ("http://a.example/x", "https://a.example/x", false),
    ("https://a.example/x", "http://a.example/x", false),
    ("http://a.example/x", "ftp://a.example/x", false),
    ("http://a.example/x", "file:///etc/passwd", false),
    ("http://a.example/x", "not a url", false),
  ])
  func redirectsStayOnTheSameSchemeHostAndPort(from: String, to: String, allowed: Bool) {
    #expect(RedirectPolicy.allows(from: from, to: to) == allowed)
  }
}
