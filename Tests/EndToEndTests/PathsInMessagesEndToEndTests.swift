import Foundation
import TestSupport
import Testing

/// A path with a line break in it, as a message prints it through the built binary: on the
/// message's one line, in the `$'…'` form a shell reads back.
@Suite(.endToEnd) struct PathsInMessagesEndToEndTests {
  private let files = FileManager.default

  @Test func aDataDirectoryWithALineBreakIsNamedOnOneLine() async throws {
    let parent = files.temporaryDirectory.appendingPathComponent("musiclib-nl-\(UUID())")
    defer { try? files.removeItem(at: parent) }
    let data = parent.appendingPathComponent("data\nEVIL")
    try files.createDirectory(at: data, withIntermediateDirectories: true)
    try files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: parent.path)
    try files.setAttributes([.posixPermissions: 0o777], ofItemAtPath: data.path)
    let app = MusiclibProcess(dataDirectory: data)

    let result = try await app.run(["profile"])

    #expect(result.exitCode == 74)
    let shown = "$'\(parent.path)/data\\nEVIL'"
    #expect(result.stderr.contains("✖ \(shown) can be changed by other users (mode 0777)"))
    #expect(result.stderr.contains("chmod go-w \(shown)"))
    #expect(!result.stderr.contains("\nEVIL"), "\(result.stderr)")
  }

  @Test func anExportTargetWithALineBreakIsNamedOnOneLine() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let target = "/nonexistent-\(UUID())/out\nEVIL.json"

    let result = try await app.run(["library", "--export", target])

    #expect(result.exitCode == 74)
    #expect(
      result.stderr.contains(
        "Cannot write $'\(target.replacingOccurrences(of: "\n", with: "\\n"))'"))
    #expect(!result.stderr.contains("\nEVIL"), "\(result.stderr)")
  }
}
