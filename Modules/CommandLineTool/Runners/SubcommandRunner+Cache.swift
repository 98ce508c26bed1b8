import CommandLineSpec
import Composition
import Domain
import Foundation
import Localization

extension SubcommandRunner {
  /// `musiclib cache`: how many catalog answers are stored, their size and the oldest;
  /// `--clear` drops them (nothing else), or starts a cache that cannot be read over.
  func cache() async -> ExitCode {
    guard let answers else { return .failure }
    do {
      if options.flags.contains("clear") {
        // A cache that cannot be read is started over all the same: that is the way out of it.
        let entries = (try? await answers.summary())?.entries ?? 0
        try await answers.clear()
        return output.success(
          text: localize(CLIPhrase.cacheCleared, ["entries": String(entries)]),
          document: CacheDocument(AnswerStoreSummary(entries: 0, bytes: 0, oldestFetchedAt: nil)))
      }
      let summary = try await answers.summary()
      return output.success(
        text: console.layout.reflow(text(summary)), document: CacheDocument(summary))
    } catch {
      return output.failure(FailureNotice(.wrapping(error), localizer: localize))
    }
  }

  private func text(_ summary: AnswerStoreSummary) -> String {
    guard let oldest = summary.oldestFetchedAt else { return localize(CLIPhrase.cacheEmpty) }
    let clock = screens.clock
    return localize(
      CLIPhrase.cacheSummary,
      [
        "entries": String(summary.entries), "size": size(summary.bytes),
        "oldest": localize.relativeTime(oldest, now: clock.now(), timeZone: clock.timeZone),
      ])
  }

  /// "12 KB" (rounded up) under a megabyte, else "3.4 MB" (decimal units).
  private func size(_ bytes: Int64) -> String {
    guard bytes >= 1_000_000 else {
      return localize(CLIPhrase.kilobytes, ["amount": String((bytes + 999) / 1000)])
    }
    let megabytes = (Double(bytes) / 1_000_000).formatted(
      .number.precision(.fractionLength(1)).locale(configuration.language.locale))
    return localize(CLIPhrase.megabytes, ["amount": megabytes])
  }
}

/// `musiclib cache --json`: `{"entries", "bytes", "oldestFetchedAt"}`, the time in ISO 8601 or
/// null when nothing is stored.
struct CacheDocument: Encodable, NullWritingEncodable {
  let entries: Int
  let bytes: Int64
  let oldestFetchedAt: String?

  init(_ summary: AnswerStoreSummary) {
    entries = summary.entries
    bytes = summary.bytes
    oldestFetchedAt = summary.oldestFetchedAt?.formatted(.iso8601)
  }
}
