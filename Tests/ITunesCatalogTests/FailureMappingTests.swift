import Domain
import Foundation
import Testing

@testable import ITunesCatalog

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct FailureMappingTests {
  @Test(
    arguments: [
      (200, nil), (204, nil), (301, .unexpectedResponse), (404, .unexpectedResponse),
      (403, .rateLimited), (429, .rateLimited), (500, .serverError(status: 500)),
      (502, .serverError(status: 502)), (599, .serverError(status: 599)),
    ] as [(Int, MusicLibraryError?)])
  func statusMapping(status: Int, expected: MusicLibraryError?) {
    #expect(ITunesFailure.error(status: status, body: Data()) == expected)
  }

  @Test(arguments: ["", "<html></html>", "{\"errorMessage\":\"  \"}", "{\"errorMessage\":7}"])
  func aBadRequestWithoutAMessageGetsAGenericOne(body: String) {
    #expect(
      ITunesFailure.error(status: 400, body: Data(body.utf8))
        == .badRequest(message: "HTTP 400"))
  }

  @Test func aBadRequestCarriesITunesMessage() {
    let body = Data("{\"errorMessage\":\"Invalid value(s) for key(s): [limit]\"}".utf8)
    #expect(
      ITunesFailure.error(status: 400, body: body)
        == .badRequest(message: "Invalid value(s) for key(s): [limit]"))
  }

  @Test(arguments: [
    (URLError.Code.notConnectedToInternet, MusicLibraryError.noConnection),
    (.cannotConnectToHost, .noConnection), (.cannotFindHost, .noConnection),
    (.dnsLookupFailed, .noConnection), (.networkConnectionLost, .noConnection),
    (.badServerResponse, .noConnection), (.unknown, .noConnection), (.timedOut, .timeout),
    (.cannotParseResponse, .unexpectedResponse), (.cannotDecodeContentData, .unexpectedResponse),
  ])
  func transportErrorMapping(code: URLError.Code, expected: MusicLibraryError) {
    #expect(ITunesFailure.error(for: URLError(code)) as? MusicLibraryError == expected)
  }

  @Test func cancellationStaysCancellation() {
    #expect(ITunesFailure.error(for: URLError(.cancelled)) is CancellationError)
    #expect(ITunesFailure.error(for: CancellationError()) is CancellationError)
  }
}
