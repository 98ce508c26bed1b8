import Domain
import Foundation
import Testing

@Suite struct StaleMarkedDocumentTests {
  private struct Document: StaleMarkedDocument {
    var stale: Bool?
    var fetchedAt: String?
  }

  @Test func aStaleAgeMarksTheDocumentAndNoAgeTakesTheMarksAway() {
    let age = AnswerAge(
      fetchedAt: Date(timeIntervalSince1970: 1_700_000_000),
      servedAt: Date(timeIntervalSince1970: 1_700_086_400),
      timeZone: TimeZone(identifier: "Europe/Minsk")!, reason: .rateLimited)
    var document = Document()
    document.mark(age)
    #expect(document.stale == true)
    // UTC whatever the zone the age is told in.
    #expect(document.fetchedAt == "2023-11-14T22:13:20Z")
    document.mark(nil)
    #expect(document.stale == nil)
    #expect(document.fetchedAt == nil)
  }
}
