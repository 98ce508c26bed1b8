import AdapterPorts
import CCurl
import Domain
import Foundation

/// The live `HTTPTransport`: libcurl's easy interface driven by a multi handle on a thread of its
/// own, so that waiting for a server blocks in `poll` and costs no CPU.
///
/// Every exchange is bounded: `timeout` from connect to last byte (across redirects), a body of
/// at most `maxBodyBytes` after decompression, `http` and `https` only, at most `maxRedirects`
/// redirects and only to the same scheme, host and port, TLS peer and host verification always
/// on, and the `User-Agent` given. Cancelling the calling task stops the transfer at once.
public struct CurlTransport: HTTPTransport {
  /// The default body cap: 8 MiB after decompression (200 albums are about 250 KB).
  public static let defaultMaxBodyBytes = 8 * 1024 * 1024
  /// The default number of redirects followed.
  public static let defaultMaxRedirects = 3

  let limits: CurlLimits

  /// Creates a transport.
  /// - Parameters:
  ///   - timeout: the deadline of a whole exchange, connect to last byte, redirects included.
  ///   - userAgent: the `User-Agent` header, e.g. `musiclib/0.1.0`.
  ///   - maxBodyBytes: the most body bytes (after decompression) accepted from one answer.
  ///   - maxRedirects: the most redirects followed for one request.
  public init(
    timeout: Duration, userAgent: String, maxBodyBytes: Int = defaultMaxBodyBytes,
    maxRedirects: Int = defaultMaxRedirects
  ) {
    limits = CurlLimits(
      timeout: timeout, userAgent: userAgent, maxBodyBytes: maxBodyBytes,
      maxRedirects: maxRedirects)
  }

  // MARK: - HTTPTransport

  public func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
    try Task.checkCancellation()
    let exchange = CurlExchange(
      url: url, headers: headers, limits: limits, curl: try CurlFunctions.load())
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // curl blocks its thread for the whole exchange: keep it off the cooperative pool.
        Thread.detachNewThread { continuation.resume(with: exchange.run()) }
      }
    } onCancel: {
      exchange.cancel()
    }
  }
}

/// The bounds of every exchange of one transport.
struct CurlLimits: Sendable {
  let timeout: Duration
  let userAgent: String
  let maxBodyBytes: Int
  let maxRedirects: Int

  /// `duration` in whole milliseconds, at least 1 (libcurl reads 0 as "no timeout").
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
  }
}
