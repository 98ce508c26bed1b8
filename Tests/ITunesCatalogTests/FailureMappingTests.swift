import Domain
import Foundation
import Testing

@testable import ITunesCatalog

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

  @Test func aBadRequestsMessageIsCutToTheBoundOfCatalogText() {
    let long = String(repeating: "x", count: 1_000_000)
    let body = Data("{\"errorMessage\":\"\(long)\"}".utf8)
    #expect(
      ITunesFailure.error(status: 400, body: body)
        == .badRequest(message: CatalogText.capped(long)))
    #expect(CatalogText.capped(long).unicodeScalars.count == CatalogText.maximumScalars)
  }

  @Test(arguments: [
    MusicLibraryError.noConnection, .timeout, .unexpectedResponse,
    .responseTooLarge(limitBytes: 8_388_608),
  ])
  func theTransportsOwnErrorsPassThrough(error: MusicLibraryError) {
    #expect(ITunesFailure.error(for: error) as? MusicLibraryError == error)
  }

  @Test func anyOtherTransportFailureIsNoConnection() {
    struct Surprise: Error {}
    #expect(ITunesFailure.error(for: Surprise()) as? MusicLibraryError == .noConnection)
  }

  @Test func cancellationStaysCancellation() {
    #expect(ITunesFailure.error(for: CancellationError()) is CancellationError)
  }
}
