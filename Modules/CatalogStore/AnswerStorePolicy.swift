/// How the stored answers are used in a run: `--max-age`, `--offline`, `--refresh`.
public struct AnswerStorePolicy: Hashable, Sendable {
  /// Whether the catalog is asked at all, and whether the store is read first.
  public enum Mode: Hashable, Sendable {
    /// A fresh stored answer is served; else the catalog is asked, the store standing in when it
    /// cannot answer.
    case normal
    /// Only the store answers (`--offline`); nothing stored is `notStoredOffline`.
    case offline
    /// The catalog is asked first even when a fresh answer is stored (`--refresh`); the answer
    /// is still saved, and the store still stands in when the catalog cannot answer.
    case refresh
  }

  /// The default maximum age: one hour.
  public static let defaultMaxAgeSeconds = 3600

  /// How old, in seconds, a stored answer may be to be served without asking the catalog; `0`
  /// always asks.
  public let maxAgeSeconds: Int
  /// Whether the catalog is asked.
  public let mode: Mode

  /// Creates a policy.
  public init(maxAgeSeconds: Int = defaultMaxAgeSeconds, mode: Mode = .normal) {
    self.maxAgeSeconds = max(0, maxAgeSeconds)
    self.mode = mode
  }
}
