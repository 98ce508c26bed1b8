import Foundation

/// What came back for an HTTP GET: the final status and the whole body (decompressed).
public struct HTTPResponse: Hashable, Sendable {
  /// The HTTP status code, e.g. 200 or 404.
  public let status: Int
  /// The body, after any `Content-Encoding` was undone.
  public let body: Data

  /// Creates a response.
  public init(status: Int, body: Data) {
    self.status = status
    self.body = body
  }
}

/// Fetches URLs over HTTP (libcurl in production). Adapters such as the catalog and the cover
/// cache take this port, so that they need no network library of their own.
///
/// The live transport enforces its limits on every exchange: a deadline from connect to last
/// byte, a cap on the body after decompression, `http` and `https` only, a few redirects on the
/// same scheme and host only, TLS verification always on.
public protocol HTTPTransport: Sendable {
  /// `GET url` with `headers` added to the transport's own (such as its `User-Agent`).
  ///
  /// Any answer, whatever its status, is returned. Throws `CancellationError` when the task is
  /// cancelled, else a `MusicLibraryError`: `.noConnection` (unreachable, refused, reset, closed
  /// without an answer, TLS failures), `.timeout` (the deadline passed), `.responseTooLarge`
  /// (the body outgrew the cap) or `.unexpectedResponse` (a refused redirect, a body that
  /// cannot be decoded, an answer that is not HTTP).
  func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse
}
