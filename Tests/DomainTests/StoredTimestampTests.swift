import Domain
import Foundation
import Testing

/// Stored timestamps are written and read exactly as Foundation's ISO 8601 style writes and
/// reads them, so rows written before and after read back the same.
@Suite struct StoredTimestampTests {
  private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  /// Instants over the years 1000–9999 and around the epoch, leap days and the ends of days
  /// among them, with fractions that round in every way.
  private static let instants: [Date] = {
    var generator = SystemRandomNumberGenerator()
    var seconds: [Double] = [
      0, 0.0005, 0.9999, -0.0004, -1.5, 951_782_400, 951_868_799.999, 1_700_000_000.1235,
      4_102_444_799.999, 253_402_300_799.999, -30_610_224_000, -62_135_596_800.5,
    ]
    for _ in 0..<20_000 {
      seconds.append(Double.random(in: -31_000_000_000...253_402_300_799, using: &generator))
      seconds.append(
        Double(Int.random(in: 0...4_102_444_800, using: &generator))
          + Double(Int.random(in: 0...999, using: &generator)) / 1000)
    }
    return seconds.map(Date.init(timeIntervalSince1970:))
  }()

  @Test func textIsWhatFoundationWrites() {
    let differing = Self.instants.filter { StoredTimestamp.text($0) != $0.formatted(Self.style) }
    #expect(differing.isEmpty, "\(differing.prefix(5).map(\.timeIntervalSince1970))")
  }

  /// The same instant to well under a millisecond (the doubles may differ in their last bit),
  /// and one that is written back as the same text, over the years stored instants come from
  /// (a microsecond is below a double's precision further out).
  @Test func readingGivesTheInstantFoundationReadsAndWritesItBackUnchanged() throws {
    let recent = Self.instants.filter {
      (0...4_102_444_800).contains($0.timeIntervalSince1970)
    }
    #expect(recent.count > 10_000)
    var differing: [String] = []
    for text in recent.map({ $0.formatted(Self.style) }) {
      let read = try #require(StoredTimestamp.date(text))
      let foundation = try Self.style.parse(text)
      if abs(read.timeIntervalSince(foundation)) > 1e-6 || StoredTimestamp.text(read) != text {
        differing.append(text)
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(5))")
  }

  @Test(arguments: [
    "2023-02-29T10:00:00.000Z", "2024-02-30T10:00:00.000Z", "2024-13-01T10:00:00.000Z",
    "2024-01-01T24:00:00.000Z", "2024-01-01T10:60:00.000Z", "2024-01-01T10:00:60.000Z",
    "2024-01-01T10:00:00Z", "2024-01-01 10:00:00.000Z", "2024-01-01T10:00:00.000+03:00",
    "0999-12-31T23:59:59.999Z", "２０２４-01-01T10:00:00.000Z", "", "yesterday",
  ])
  func otherTextIsReadAsFoundationReadsIt(text: String) {
    #expect(StoredTimestamp.date(text) == (try? Self.style.parse(text)))
  }
}
