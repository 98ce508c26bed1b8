import CCurl
import Domain

/// Maps libcurl's result codes to `MusicLibraryError`.
enum CurlFailure {
  /// The error for a failed transfer's `code` (never `CURLE_OK`); `maxBodyBytes` is the cap a
  /// `Content-Length` exceeded. Cancellation and a body outgrowing the cap while it arrives are
  /// told apart by the exchange itself, since both end in a callback's refusal.
  static func error(for code: CURLcode, maxBodyBytes: Int) -> MusicLibraryError {
    switch code {
    case CURLE_OPERATION_TIMEDOUT:
      return .timeout
    case CURLE_BAD_CONTENT_ENCODING, CURLE_WEIRD_SERVER_REPLY, CURLE_UNSUPPORTED_PROTOCOL,
      CURLE_TOO_MANY_REDIRECTS, CURLE_URL_MALFORMAT, CURLE_HTTP2, CURLE_HTTP2_STREAM,
      CURLE_HTTP3:
      // An answer arrived but it is not a usable HTTP answer.
      return .unexpectedResponse
    case CURLE_FILESIZE_EXCEEDED:
      return .responseTooLarge(limitBytes: maxBodyBytes)
    case CURLE_PEER_FAILED_VERIFICATION:
      // The handshake worked but the certificate is not to be trusted: not a network problem.
      return .untrustedCertificate
    default:
      // No usable answer: host not found, connection refused, reset or closed without a reply
      // (CURLE_GOT_NOTHING), a transfer cut short (CURLE_PARTIAL_FILE), a failed TLS handshake.
      return .noConnection
    }
  }
}
