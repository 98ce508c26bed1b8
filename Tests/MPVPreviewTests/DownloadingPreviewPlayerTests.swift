import Domain
import Foundation
import MPVPreview
import PlaybackModel
import TestSupport
import Testing

/// The downloading decorator with a fake transport and a fake player: it fetches first, forwards
/// only a private local file, maps the transport's failures, cancels downloads, cleans up files.
@Suite final class DownloadingPreviewPlayerTests {
  let parent: URL
  let inner = FakePreviewPlayer(allowingPlayback: true)
  let wav = Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVE-preview-bytes".utf8)
  let first = URL(string: "https://audio.example.com/p/1.m4a")!
  let second = URL(string: "https://audio.example.com/p/2.m4a")!
  let hanging = URL(string: "https://audio.example.com/p/hang.m4a")!

  init() throws {
    parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("preview-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
  }

  deinit {
    try? FileManager.default.removeItem(at: parent)
  }

  private func player(_ answers: [String: FakeHTTPTransport.Answer]) -> (
    DownloadingPreviewPlayer, FakeHTTPTransport
  ) {
    let transport = FakeHTTPTransport(answers: answers)
    return (
      DownloadingPreviewPlayer(wrapping: inner, transport: transport, directory: parent), transport
    )
  }

  private func mode(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require(attributes[.posixPermissions] as? Int)
  }

  private func loads() async -> [String] {
    await inner.calls.compactMap {
      if case .load(let url) = $0 { url } else { nil }
    }
  }

  @Test func aPreviewFetchedAheadIsFetchedOnceAndPlayedFromWhatCame() async throws {
    let (player, transport) = player([
      first.absoluteString: .response(status: 200, body: wav),
      second.absoluteString: .response(status: 200, body: wav),
    ])

    try await player.load(first)
    await player.prefetch(second)
    await transport.waitForRequests(2)
    try await player.load(second)

    #expect(await transport.requests == [first.absoluteString, second.absoluteString])
    #expect(await loads().count == 2)
    await player.shutdown()
  }

  @Test func fetchesThePreviewThenPlaysAPrivateLocalFile() async throws {
    let (player, transport) = player([first.absoluteString: .response(status: 200, body: wav)])

    try await player.load(first)

    let file = try #require(await player.currentFile)
    #expect(await transport.requests == [first.absoluteString])
    #expect(await loads() == [file.absoluteString])
    #expect(file.isFileURL && file.lastPathComponent.hasPrefix("preview-"))
    #expect(file.pathExtension == "", "nothing of the URL in the file's name")
    #expect(try Data(contentsOf: file) == wav)
    #expect(try mode(file) == 0o600)
    let directory = file.deletingLastPathComponent()
    #expect(directory.deletingLastPathComponent().path == parent.path)
    #expect(try mode(directory) == 0o700)
    await player.shutdown()
  }

  @Test(arguments: [
    (FakeHTTPTransport.Answer.failure(.timeout), PreviewFailure.timeout),
    (.failure(.responseTooLarge(limitBytes: 8 << 20)), .loadFailed),
    (.failure(.noConnection), .loadFailed),
    (.failure(.unexpectedResponse), .loadFailed),
    (.response(status: 404, body: Data("gone".utf8)), .loadFailed),
  ])
  func aFailedDownloadIsThePlayersFailureAndNothingIsPlayed(
    answer: FakeHTTPTransport.Answer, expected: PreviewFailure
  ) async throws {
    let (player, _) = player([first.absoluteString: answer])

    await #expect(throws: expected) { try await player.load(first) }

    #expect(await loads() == [])
    #expect(await player.currentFile == nil)
    await player.shutdown()
  }

  /// The first bytes of each audio container a preview may be.
  static let audioStarts: [[UInt8]] = [
    [0, 0, 0, 0x20] + Array("ftypM4A ".utf8), Array("ID3\u{4}".utf8), [0xFF, 0xFB, 0x90, 0x64],
    [0xFF, 0xF1, 0x50, 0x80], Array("fLaC".utf8), Array("OggS".utf8),
    Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8),
  ]

  @Test(arguments: audioStarts)
  func aBodyThatStartsLikeAudioIsPlayed(start: [UInt8]) async throws {
    let (player, _) = player([first.absoluteString: .response(status: 200, body: Data(start))])

    try await player.load(first)

    #expect(await loads().count == 1)
    await player.shutdown()
  }

  /// Bodies mpv would follow or read as something else, and near misses of the audio starts.
  static let notAudio: [[UInt8]] =
    [
      "#EXTM3U\nhttp://127.0.0.1:1/preview/1.wav\nfile:///etc/passwd\n",
      "http://127.0.0.1:1/preview/1.wav\n", "[playlist]\nFile1=file:///etc/passwd\n",
      "<!DOCTYPE html><html></html>", "", "ID", "RIFF\u{0}\u{0}\u{0}\u{0}AVI ",
    ].map { Array($0.utf8) } + [[0xFF], [0xFF, 0xEB, 0x90, 0x64]]

  @Test(arguments: notAudio)
  func aBodyThatIsNotAudioFailsToLoadAndIsNeitherSavedNorPlayed(body: [UInt8]) async throws {
    let (player, _) = player([first.absoluteString: .response(status: 200, body: Data(body))])

    await #expect(throws: PreviewFailure.loadFailed) { try await player.load(self.first) }

    #expect(await loads() == [])
    #expect(await player.currentFile == nil)
    await player.shutdown()
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])
  }

  @Test func offlineNothingIsFetchedAndTheLoadSaysSo() async throws {
    let transport = FakeHTTPTransport(answers: [
      first.absoluteString: .response(status: 200, body: wav)
    ])
    let player = DownloadingPreviewPlayer(
      wrapping: inner, transport: transport, directory: parent, offline: true)

    await #expect(throws: PreviewFailure.offline) { try await player.load(self.first) }

    #expect(await transport.requests == [])
    #expect(await loads() == [])
    await player.shutdown()
  }

  /// What ends a load while its download hangs.
  enum Interruption: CaseIterable, Sendable {
    case stop, cancellingTheCaller, shutdown
  }

  @Test(arguments: Interruption.allCases)
  func aHangingDownloadIsCancelledAtOnce(by interruption: Interruption) async throws {
    let (player, transport) = player([hanging.absoluteString: .hang])
    let loading = Task { [hanging] in try await player.load(hanging) }
    await transport.waitForRequests(1)

    switch interruption {
    case .stop: await player.stop()
    case .cancellingTheCaller: loading.cancel()
    case .shutdown: await player.shutdown()
    }

    await #expect(throws: CancellationError.self) { try await loading.value }
    #expect(await transport.cancelled == [hanging.absoluteString])
    #expect(await loads() == [])
    await player.shutdown()
  }

  @Test func anotherLoadCancelsTheDownloadAndPlaysTheNewPreview() async throws {
    let (player, transport) = player([
      hanging.absoluteString: .hang, second.absoluteString: .response(status: 200, body: wav),
    ])
    let loading = Task { [hanging] in try await player.load(hanging) }
    await transport.waitForRequests(1)

    try await player.load(second)

    await #expect(throws: CancellationError.self) { try await loading.value }
    #expect(await transport.cancelled == [hanging.absoluteString])
    let file = try #require(await player.currentFile)
    #expect(await loads() == [file.absoluteString])
    await player.shutdown()
  }

  @Test func theFileIsRemovedWhenReplacedOnStopAndTheDirectoryAtShutdown() async throws {
    let (player, _) = player([
      first.absoluteString: .response(status: 200, body: wav),
      second.absoluteString: .response(status: 200, body: wav),
    ])
    let manager = FileManager.default

    try await player.load(first)
    let firstFile = try #require(await player.currentFile)
    try await player.load(second)
    let secondFile = try #require(await player.currentFile)
    #expect(!manager.fileExists(atPath: firstFile.path), "replaced")
    #expect(manager.fileExists(atPath: secondFile.path))

    await player.stop()
    #expect(!manager.fileExists(atPath: secondFile.path), "stopped")
    #expect(await player.currentFile == nil)

    try await player.load(first)
    let directory = try #require(await player.currentFile).deletingLastPathComponent()
    await player.shutdown()
    #expect(!manager.fileExists(atPath: directory.path), "shut down")
    #expect(try manager.contentsOfDirectory(atPath: parent.path) == [])
  }

  @Test func everythingElseIsForwarded() async throws {
    let (player, _) = player([first.absoluteString: .response(status: 200, body: wav)])
    try await player.load(first)

    try await player.pause()
    try await player.resume()
    let position = await player.position()

    #expect(position == PlaybackPosition(elapsed: 1.25, duration: 30))
    #expect(Array(await inner.calls.suffix(2)) == [.pause, .resume])
    await player.shutdown()
  }
}
