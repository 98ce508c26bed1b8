import Domain
import Foundation
import Testing

@testable import Library

/// The library document written by hand is the one reflection writes, its dates as
/// `Date.ISO8601FormatStyle` writes them.
@Suite struct LibraryDocumentEncodingTests {
  @Test func theHandWrittenEncodingIsTheReflectedOneForEveryMixOfNils() throws {
    struct Reflected: Encodable {
      let entry: LibraryDocument.Entry
      func encode(to encoder: any Encoder) throws {
        try entry.encodeEveryStoredProperty(to: encoder)
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    for mask in 0..<8 {
      let entry = LibraryDocument.Entry(
        SavedAlbumListing(
          id: Int64(mask), title: "Кино \u{1B}\"\(mask)\"", artist: mask & 1 == 0 ? nil : "A/B",
          year: mask & 2 == 0 ? nil : 1988, trackCount: mask & 4 == 0 ? nil : 12,
          storedTracks: 3, savedAt: Date(timeIntervalSince1970: 1_790_000_000)))
      #expect(try encoder.encode(entry) == encoder.encode(Reflected(entry: entry)), "mask \(mask)")
    }
  }

  @Test func datesAreWrittenAsTheISO8601StyleWritesThem() {
    var generator = SystemRandomNumberGenerator()
    let fractions = [0, 0.0001, 0.4999, 0.5, 0.9994, 0.9995, 0.99999, 0.999_999_9]
    var instants = [-2_208_988_800.0, -1, 0, 951_782_400, 1_790_000_000, 253_402_300_799]
    for _ in 0..<2_000 {
      instants.append(Double(Int64.random(in: -2_208_988_800..<253_402_300_800, using: &generator)))
    }
    for whole in instants {
      for fraction in fractions {
        let date = Date(timeIntervalSince1970: whole + fraction)
        #expect(
          LibraryDocument.Entry.text(date) == date.formatted(Date.ISO8601FormatStyle()),
          "\(whole) + \(fraction)")
      }
    }
    let outside = Date(timeIntervalSince1970: -2_208_988_801)
    #expect(LibraryDocument.Entry.text(outside) == outside.formatted(Date.ISO8601FormatStyle()))
  }
}
