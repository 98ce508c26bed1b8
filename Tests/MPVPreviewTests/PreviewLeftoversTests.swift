import Domain
import Foundation
import MPVPreview
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Making a downloading player sweeps the preview directories of killed runs from its parent,
/// and nothing else there.
@Suite final class PreviewLeftoversTests {
  let parent: URL
  let manager = FileManager.default

  init() throws {
    parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-leftovers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
  }

  deinit {
    try? FileManager.default.removeItem(at: parent)
  }

  /// The id of a process that has ended and been reaped.
  private func goneProcessID() throws -> Int32 {
    try ChildProcess.reapedProcessID()
  }

  /// Makes the directory `name` with a preview file in it, last changed `age` seconds ago.
  @discardableResult
  private func directory(_ name: String, age: TimeInterval = 3600) throws -> URL {
    let url = parent.appendingPathComponent(name)
    try manager.createDirectory(at: url, withIntermediateDirectories: false)
    try Data("RIFF".utf8).write(to: url.appendingPathComponent("preview-1"))
    try backdate(url, by: age)
    return url
  }

  /// Sets the modification time of `url` itself (a symlink's own) `seconds` into the past.
  private func backdate(_ url: URL, by seconds: TimeInterval) throws {
    let then = Date().timeIntervalSince1970 - seconds
    let time = timespec(tv_sec: Int(then), tv_nsec: 0)
    let times = [time, time]
    #expect(utimensat(AT_FDCWD, url.path, times, AT_SYMLINK_NOFOLLOW) == 0)
  }

  private func makePlayer() {
    _ = DownloadingPreviewPlayer(
      wrapping: FakePreviewPlayer(allowingPlayback: true),
      transport: FakeHTTPTransport(answers: [:]), directory: parent, sweepingAt: Date())
  }

  private var left: [String] {
    ((try? manager.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
  }

  @Test func anOldDirectoryOfAGoneProcessIsRemoved() throws {
    let gone = try goneProcessID()
    try directory("musiclib-previews-\(gone)-a1B2c3")

    makePlayer()

    #expect(left == [])
  }

  @Test func everythingElseStays() throws {
    let gone = try goneProcessID()
    let kept = [
      "musiclib-previews-\(gone)-recent", "musiclib-previews-\(getpid())-living",
      "musiclib-previews-a1B2c3", "musiclib-previews-\(gone)-toolong", "other-\(gone)-a1B2c3",
    ]
    try directory(kept[0], age: 60)
    for name in kept.dropFirst() { try directory(name) }
    let target = try directory("target")
    let link = parent.appendingPathComponent("musiclib-previews-\(gone)-linked")
    try manager.createSymbolicLink(at: link, withDestinationURL: target)
    try backdate(link, by: 3600)
    let file = parent.appendingPathComponent("musiclib-previews-\(gone)-afile1")
    try Data().write(to: file)
    try backdate(file, by: 3600)

    makePlayer()

    #expect(left == (kept + ["target", link.lastPathComponent, file.lastPathComponent]).sorted())
    #expect(manager.fileExists(atPath: target.appendingPathComponent("preview-1").path))
  }

  @Test(.enabled(if: getuid() == 0, "only root can give a directory to another user"))
  func anotherUsersDirectoryStays() throws {
    let gone = try goneProcessID()
    let other = try directory("musiclib-previews-\(gone)-nobody")
    #expect(chown(other.path, 65534, 65534) == 0)
    try backdate(other, by: 3600)

    makePlayer()

    #expect(left == [other.lastPathComponent])
  }

  @Test func aDirectoryThePlayerMakesCarriesItsProcessID() async throws {
    let transport = FakeHTTPTransport(answers: [
      "https://audio.example.com/1": .response(status: 200, body: Data("fLaC".utf8))
    ])
    let player = DownloadingPreviewPlayer(
      wrapping: FakePreviewPlayer(allowingPlayback: true), transport: transport,
      directory: parent)

    try await player.load(URL(string: "https://audio.example.com/1")!)

    let made = try #require(left.first)
    #expect(
      made.hasPrefix("musiclib-previews-\(getpid())-") && made.count == 18 + "\(getpid())".count + 7
    )
    await player.shutdown()
  }
}
