import Foundation
import TerminalText
import Testing

@testable import TerminalKit

@Suite struct StandardStreamsTests {
  /// What `write` puts in a pipe.
  private func written(_ write: (Int32) -> Void) throws -> [UInt8] {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    write(ends[1])
    close(ends[1])
    let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
    return Array(try reader.readToEnd() ?? Data())
  }

  @Test func documentBytesThatNeedNoCleaningAreWrittenAsTheyAre() throws {
    let document = Array("{\n  \"title\" : \"Группа крови \\u001b 👩‍👩‍👧\"\t\r\n}".utf8)
    #expect(try written { StandardStreams.write(utf8: document, to: $0) } == document)
  }

  @Test func documentBytesWithWhatATerminalWouldActOnAreCleanedAsTextIs() throws {
    let text = "{\"title\" : \"a\u{1B}[2J\u{9B}31m\u{202E}b\"}"
    let cleaned = try written { StandardStreams.write(text, to: $0) }
    #expect(cleaned == Array(TerminalSafe.forTerminal(text).utf8))
    #expect(try written { StandardStreams.write(utf8: Array(text.utf8), to: $0) } == cleaned)
    #expect(!cleaned.contains(0x1B))
  }
}
