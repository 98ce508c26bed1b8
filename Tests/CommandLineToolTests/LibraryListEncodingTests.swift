import Domain
import Foundation
import JSONDocuments
import Library
import Testing

@testable import CommandLineTool

/// `library --json` written entry by entry is the document `DocumentJSON` writes whole.
@MainActor @Suite struct LibraryListEncodingTests {
  @Test func anEntryWrittenByItselfIsTheOneTheWholeDocumentHolds() throws {
    for mask in 0..<8 {
      let listing = SavedAlbumListing(
        id: Int64(1_000 + mask), title: "Кино \u{1B}[2J \"\(mask)\" \\ a/b \u{202E}",
        artist: mask & 1 == 0 ? nil : "A/B \u{9B}", year: mask & 2 == 0 ? nil : 1988,
        trackCount: mask & 4 == 0 ? nil : 12, storedTracks: 3,
        savedAt: Date(timeIntervalSince1970: 1_790_000_000.5))
      let entry = try SubcommandRunner.listed(LibraryDocument.Entry(listing))
      let whole = try DocumentJSON.utf8(LibraryDocument([listing]))
      #expect(
        Array(#"{\#n  "albums" : [\#n"#.utf8) + entry + Array("\n  ]\n}".utf8) == whole,
        "mask \(mask)")
    }
  }
}
