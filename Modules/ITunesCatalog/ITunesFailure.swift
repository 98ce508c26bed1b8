import Domain
import Foundation

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

  /// The error to throw for a failed transport call: cancellation stays `CancellationError`,
  /// a `MusicLibraryError` (the transport's own mapping) stays itself, anything else means no
  /// usable answer arrived, so → noConnection.
  static func error(for failure: any Error) -> any Error {
    if failure is CancellationError || failure is MusicLibraryError { return failure }
    return MusicLibraryError.noConnection
  }

  private static func badRequestMessage(_ body: Data) -> String {
    let message = try? JSONDecoder().decode(ITunesErrorDTO.self, from: body).errorMessage
    guard let message, !message.trimmedOfWhitespace.isEmpty else {
      return "HTTP 400"
    }
    return CatalogText.capped(message)
  }
}
