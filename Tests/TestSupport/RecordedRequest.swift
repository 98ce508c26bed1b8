import Foundation

/// One request as the fake server recorded it (`GET /__requests`).
public struct RecordedRequest: Decodable, Equatable, Sendable {
  /// The HTTP method.
  public let method: String
  /// The raw request target, e.g. `/search?term=a%26b&limit=5`.
  public let target: String
  /// The path without any `/fault/<fault>` prefix.
  public let path: String
  /// The raw query string, still percent-encoded.
  public let query: String
  /// The decoded query parameters (first value of each).
  public let params: [String: String]
  /// The request headers, by lowercased name (e.g. `user-agent`).
  public let headers: [String: String]
  /// When the server received it, as a Unix time.
  public let time: TimeInterval
}
