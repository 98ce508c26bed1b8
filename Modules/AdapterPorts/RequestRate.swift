import Foundation

/// How many catalog requests may be sent in any window of so many seconds: `MUSICLIB_RATE`,
/// written `20/60`, the iTunes Search API's limit by default.
public struct RequestRate: Hashable, Sendable, CustomStringConvertible {
  /// The most requests in one window.
  public let requests: Int
  /// The window's length in seconds.
  public let seconds: Int

  /// The requests a window may hold: at least one, at most 10,000.
  public static let requestsRange = 1...10_000
  /// The window lengths accepted: one second to one day.
  public static let secondsRange = 1...86_400
  /// The iTunes Search API's limit: about 20 requests a minute (it answers HTTP 403 past it).
  public static let iTunes = RequestRate(requests: 20, seconds: 60)!
  /// How long every request waits after the catalog refused one for its rate limit (HTTP 403
  /// or 429), whatever the rate.
  public static let refusalPauseSeconds = 60
  /// The longest a catalog request may take (`--timeout` at most): a request still unfinished
  /// this long after its slot was granted (its process was killed) has reached the catalog, if
  /// ever, by then.
  public static let longestRequestSeconds = 600

  /// A rate, nil when either number is out of its range.
  public init?(requests: Int, seconds: Int) {
    guard Self.requestsRange.contains(requests), Self.secondsRange.contains(seconds) else {
      return nil
    }
    self.requests = requests
    self.seconds = seconds
  }

  /// The rate `text` writes as `REQUESTS/SECONDS` (e.g. `20/60`), nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
      let requests = Int(parts[0]), let seconds = Int(parts[1])
    else { return nil }
    self.init(requests: requests, seconds: seconds)
  }

  /// `20/60`, as `MUSICLIB_RATE` is written.
  public var description: String { "\(requests)/\(seconds)" }

  /// When a request on record counts as having reached the catalog, for the window at `now`:
  /// when its answer came (or it failed), the latest it could have arrived; for one still in
  /// flight, `now` (it may arrive any moment), but no later than `longestRequestSeconds` after
  /// its slot was granted, so the row of a process killed mid-request frees its slot in time.
  public static func arrival(grantedAt: Date, finishedAt: Date?, now: Date) -> Date {
    if let finishedAt { return finishedAt }
    return min(max(now, grantedAt), grantedAt + TimeInterval(longestRequestSeconds))
  }

  /// Whether one more request may go at `now`, given when the requests still on record were
  /// sent (by every process) and until when the catalog's refusal pauses them.
  ///
  /// A slot is granted only when fewer than `requests` stamps lie within the last window, a
  /// stamp after `now` too (another process read the clock a moment later). No wait asked is
  /// longer than the window or the refusal pause, so a clock set back never holds a request for
  /// long at once: the caller asks again when the wait ends.
  public func decision(sentAt: [Date], pausedUntil: Date?, now: Date) -> BudgetDecision {
    if let pausedUntil, pausedUntil > now {
      let longest = now + TimeInterval(Self.refusalPauseSeconds)
      return .wait(until: min(pausedUntil, longest), reason: .paused)
    }
    let window = TimeInterval(seconds)
    let recent = sentAt.filter { $0 > now - window }.sorted()
    guard recent.count >= requests else { return .granted }
    // A slot frees when enough of the oldest leave the window to bring it below the limit.
    let frees = recent[recent.count - requests] + window
    return .wait(until: min(frees, now + window), reason: .spent)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) && isASCII }
}
