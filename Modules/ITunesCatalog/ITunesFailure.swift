import Domain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Maps transport errors and HTTP statuses to `MusicLibraryError`.
enum ITunesFailure {
  /// The error for a non-2xx `status`, or nil for a success.
  /// 400 → badRequest with iTunes' `errorMessage`; 403, 429 → rateLimited; 5xx → serverError;
  /// any other status (a redirect, 404 …) means the base URL does not lead to an iTunes-like
  /// API, so → unexpectedResponse.
  static func error(status: Int, body: Data) -> MusicLibraryError? {
    switch status {
    case 200...299: nil
    case 400: .badRequest(message: badRequestMessage(body))
    case 403, 429: .rateLimited
    case 500...599: .serverError(status: status)
    default: .unexpectedResponse
    }
  }

  /// The error to throw for a failed `URLSession` call: cancellation stays `CancellationError`,
  /// everything else becomes a `MusicLibraryError`.
  static func error(for failure: any Error) -> any Error {
    if failure is CancellationError { return failure }
    guard let urlError = failure as? URLError else { return MusicLibraryError.noConnection }
    switch urlError.code {
    case .cancelled:
      return CancellationError()
    case .timedOut:
      return MusicLibraryError.timeout
    case .cannotDecodeContentData, .cannotDecodeRawData, .cannotParseResponse:
      return MusicLibraryError.unexpectedResponse
    default:
      // No usable answer arrived: unreachable host or network (notConnectedToInternet,
      // cannotConnectToHost, cannotFindHost, dnsLookupFailed, networkConnectionLost), a
      // connection closed without a response (libcurl's "Empty reply from server" arrives as
      // badServerResponse), or a TLS failure (reported as .unknown on Linux).
      return MusicLibraryError.noConnection
    }
  }

  private static func badRequestMessage(_ body: Data) -> String {
    let message = try? JSONDecoder().decode(ITunesErrorDTO.self, from: body).errorMessage
    guard let message, !message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      return "HTTP 400"
    }
    return message
  }
}
