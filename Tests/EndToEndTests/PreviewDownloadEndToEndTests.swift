import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

private let hasMPV = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
  .contains { FileManager.default.isExecutableFile(atPath: "\($0)/mpv") }

/// `musiclib play` downloads each preview through its own HTTP transport, with the catalog's
/// limits, into a private temporary file that mpv plays: against Tools/fake-itunes serving
/// 2-second WAV previews, some behind a fault (`--preview-fault`).
@Suite(.enabled(if: hasMPV, "mpv is not installed"), .endToEnd)
final class PreviewDownloadEndToEndTests {
  var server: FakeITunesServer?
  let app = MusiclibProcess()
  /// The `TMPDIR` of every run, where the preview files go.
  let temporary: URL

  init() async throws {
    temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("musiclib-tmp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
  }

  deinit {
    app.removeData()
    try? FileManager.default.removeItem(at: temporary)
  }

  /// Starts the server, every preview meeting `fault`, and signs Anna in.
  private func start(previewFault fault: String? = nil) async throws -> MusiclibProcess {
    let server = try await FakeITunesServer.shared(
      arguments: ["--previews", "2"] + (fault.map { ["--preview-fault", $0] } ?? []))
    self.server = server
    var app = app
    app.environment = [
      "MUSICLIB_API_URL": server.baseURL.absoluteString, "TMPDIR": temporary.path,
      "MUSICLIB_MPV_ARGS": "--ao=null",
    ]
    try await SignUpArguments.signUpAndIn(app)
    return app
  }

  private var leftInTemporary: [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? ["unreadable"]
  }

  @Test func thePreviewIsFetchedByMusiclibAndItsFileIsGoneAfterwards() async throws {
    let app = try await start()

    let result = try await app.run(["play", "1590000001", "11"])

    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("■ Preview ended  0:02 / 0:02"))
    let previews = try #require(try await server?.recordedRequests())
      .filter { $0.path.hasPrefix("/preview/") }
    #expect(previews.map(\.path) == ["/preview/1590000111.wav"], "mpv fetched nothing itself")
    #expect(previews.first?.headers["user-agent"]?.hasPrefix("musiclib/") == true)
    #expect(leftInTemporary == [])
  }

  @Test func aReaderThatGoesAwayMidPlayLeavesNoPreviewFile() async throws {
    let app = try await start()

    // The run ends inside a write, after the download, past the player's own shutdown.
    let result = try await app.run(["play", "1590000001", "1"], pipedInto: "head -n 2")

    #expect(result.exitCode == 141, "\(result.stderr)")
    #expect(result.stdout == "Кино — Группа крови\nГруппа крови · Track 1 of 11\n")
    #expect(leftInTemporary == [])
  }

  @Test(arguments: ["stall", "trickle"])
  func aPreviewTooSlowToArriveFailsAtTheTimeout(fault: String) async throws {
    let app = try await start(previewFault: fault)

    let result = try await app.run(["play", "1590000001", "1", "--timeout", "2"])

    #expect(result.exitCode == 69, "\(result.stderr)")
    #expect(result.stdout.contains("✖ The preview took too long to start"), "\(result.stdout)")
    #expect(leftInTemporary == [])
  }

  @Test(arguments: ["huge:9", "gzipbomb", "redirect-host", "redirect-scheme"])
  func aPreviewPastTheLimitsFailsToLoadInBoundedMemory(fault: String) async throws {
    let app = try await start(previewFault: fault)

    let result = try await app.runMeasuringMemory(["play", "1590000001", "1"])

    #expect(result.exitCode == 69, "\(result.stderr)")
    #expect(result.stdout.contains("✖ The preview could not be loaded"), "\(result.stdout)")
    let previews = try #require(try await server?.recordedRequests())
      .filter { $0.path.hasPrefix("/preview/") }
    #expect(!previews.isEmpty)
    #expect(previews.allSatisfy { $0.headers["user-agent"]?.hasPrefix("musiclib/") == true })
    let peak = try #require(result.peakResidentBytes)
    #expect(peak < 100 * 1024 * 1024, "peak resident \(peak / 1_048_576) MiB")
    #expect(leftInTemporary == [])
  }

  @Test func aPreviewThatIsAPlaylistFailsToLoadAndNothingItListsIsFetched() async throws {
    let app = try await start(previewFault: "playlist")

    let result = try await app.run(["play", "1590000001", "1"])

    #expect(result.exitCode == 69, "\(result.stderr)")
    #expect(result.stdout.contains("✖ The preview could not be loaded"), "\(result.stdout)")
    let previews = try #require(try await server?.recordedRequests())
      .filter { $0.path.hasPrefix("/preview/") }
    #expect(previews.map(\.path) == ["/preview/1590000101.wav"], "only the playlist itself")
    #expect(leftInTemporary == [])
  }

  @Test func offlineNoPreviewIsFetchedAndThePlayerSaysWhy() async throws {
    let app = try await start()
    #expect(try await app.run(["album", "1590000001"]).exitCode == 0, "the album is stored")

    let result = try await app.run(["play", "1590000001", "1", "--offline"])
    let russian = try await app.run(["play", "1590000001", "1", "--offline", "--lang", "ru"])

    #expect(result.exitCode == 69, "\(result.stderr)")
    #expect(result.stdout.contains("Offline: previews are not downloaded"), "\(result.stdout)")
    #expect(russian.stdout.contains("Работа без сети: фрагменты не загружаются"))
    let previews = try #require(try await server?.recordedRequests())
      .filter { $0.path.hasPrefix("/preview/") }
    #expect(previews.isEmpty)
    #expect(leftInTemporary == [])
  }

  @Test func aPreviewDirectoryAKilledRunLeftIsSweptByTheNextPlay() async throws {
    let app = try await start()
    let gone = try ChildProcess.reapedProcessID()
    let left = temporary.appendingPathComponent(
      "musiclib-previews-\(gone)-x1Y2z3")
    try FileManager.default.createDirectory(at: left, withIntermediateDirectories: false)
    try Data("RIFF".utf8).write(to: left.appendingPathComponent("preview-1"))
    let hourAgo = Date(timeIntervalSinceNow: -3600)
    try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: left.path)

    // The album's last track: one preview, not the whole album played on.
    let result = try await app.run(["play", "1590000001", "11"])

    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(leftInTemporary == [])
  }

  /// Interrupted while the download stalls, or while the downloaded file plays.
  @Test(arguments: [("stall", "… Loading the preview", false), (nil, "▶ Playing", true)])
  func ctrlCEndsTheRunAtOnceAndLeavesNoPreviewFile(
    fault: String?, waitFor state: String, fileWhileWaiting: Bool
  ) async throws {
    let app = try await start(previewFault: fault)
    let process = try ChildProcess(
      MusiclibProcess.executable.path, ["play", "1590000001", "1", "--timeout", "600"],
      environment: app.environment.merging([
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        "HOME": app.dataDirectory.path, "MUSICLIB_DATA_DIR": app.dataDirectory.path,
      ]) { $1 }, stdin: .pipe, stderr: .null)

    let printed = await offThePool {
      var printed = ""
      while !printed.contains(state) {
        let chunk = process.output?.availableData ?? Data()
        if chunk.isEmpty { break }
        printed += String(decoding: chunk, as: UTF8.self)
      }
      return printed
    }
    #expect(printed.contains(state))
    #expect(leftInTemporary.isEmpty != fileWhileWaiting)
    process.send(SIGINT)
    let ended = await process.ended()

    #expect(ended.status == 130 && !ended.bySignal, "a 600 s deadline did not hold it up")
    #expect(leftInTemporary == [])
    try process.input?.close()
  }
}
