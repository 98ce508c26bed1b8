import Foundation
import Testing

@testable import CommandLineTool

/// The export's file is its owner's alone from its first byte: a run killed at any moment
/// leaves nothing another user can read.
@Suite struct PrivateFileWriterTests {
  @Test func theTemporaryFileIsPrivateAndSyncedBeforeItIsRenamed() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("musiclib-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("library.json")
    try Data("old".utf8).write(to: target)
    var seen: (mode: Int, contents: String, targetContents: String)?

    try PrivateFileWriter.write(Array("new".utf8), to: target.path, in: directory.path) { path in
      var status = stat()
      stat(path, &status)
      seen = (
        Int(status.st_mode & 0o7777), (try? String(contentsOfFile: path, encoding: .utf8)) ?? "",
        (try? String(contentsOf: target, encoding: .utf8)) ?? ""
      )
    }

    #expect(seen?.mode == 0o600, "0600 from the start")
    #expect(seen?.contents == "new")
    #expect(seen?.targetContents == "old", "the target is replaced only by the rename")
    #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["library.json"])
  }

  @Test func aFailedRenameLeavesNoTemporaryFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("musiclib-writer-\(UUID().uuidString)")
    let occupied = directory.appendingPathComponent("occupied")
    try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
    try Data().write(to: occupied.appendingPathComponent("keep"))
    defer { try? FileManager.default.removeItem(at: directory) }

    #expect(throws: POSIXError.self) {
      try PrivateFileWriter.write(Array("x".utf8), to: occupied.path, in: directory.path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["occupied"])
  }
}
