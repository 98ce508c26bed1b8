import Foundation
import Testing

/// The `musiclib-jsonl` executable: one reply line per request line, blank lines skipped.
@Suite struct ExecutableTests {
  /// The executable next to the test bundle (SwiftPM builds both into the same folder).
  private static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("musiclib-jsonl")
  }

  @Test func answersEachLineOnItsOwnLine() throws {
    let process = Process()
    process.executableURL = Self.executable
    process.environment = ["MUSICLIB_LANG": "en"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data("{\"search\": \"miles\"}\n\n{\"open\": 1}\n".utf8))
    try input.fileHandleForWriting.close()
    let text = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(process.terminationStatus == 0)
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix(#"{"search":{"albums":[{"artist":"Miles Davis""#) == true)
    #expect(lines.dropFirst().first?.contains(#""title":"Kind of Blue""#) == true)
    #expect(lines.last == "")
  }

  #if os(Linux)
    /// Taking only the Search and AlbumDetail products keeps the adapters' C libraries (and
    /// FoundationNetworking) out of the executable.
    @Test func linksNoLibraryOfTheAdapters() throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
      process.arguments = [Self.executable.path]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let libraries = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(libraries.contains("libswiftCore"))
      for adapterLibrary in [
        "libsqlite3", "libcrypt.", "libcurl", "libchafa", "libturbojpeg", "FoundationNetworking",
      ] {
        #expect(!libraries.contains(adapterLibrary), "links \(adapterLibrary)")
      }
    }
  #endif
}
