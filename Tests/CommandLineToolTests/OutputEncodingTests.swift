import Foundation
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition

@MainActor @Suite struct OutputEncodingTests {
  @Test func jsonEscapesEverythingATerminalWouldActOnAndKeepsTheTextExact() throws {
    let title = "a\u{1B}[2J\u{7F}\u{9B}31m\u{202A}\u{202E}gnp.exe\u{2066}\u{2069} Группа 👩‍👩‍👧 e\u{301}"
    let json = String(decoding: Output.encodeUTF8(["title": title]), as: UTF8.self)

    for escaped in [
      #"\u001b"#, #"\u007f"#, #"\u009b"#, #"\u202a"#, #"\u202e"#, #"\u2066"#, #"\u2069"#,
    ] {
      #expect(json.contains(escaped), "\(escaped) in \(json)")
    }
    #expect(
      !json.unicodeScalars.contains { [0x1B, 0x7F, 0x9B, 0x202E, 0x2066].contains($0.value) })
    #expect(json.contains("Группа 👩‍👩‍👧 e\u{301}"), "other text stays readable")
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
    #expect(decoded?["title"] == title)
  }
}
