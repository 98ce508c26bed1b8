import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

private let hasMPV = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
  .contains { FileManager.default.isExecutableFile(atPath: "\($0)/mpv") }

/// `musiclib play` and `musiclib tracks` through the built binary against Tools/fake-itunes
/// serving 2-second WAV previews (track 1590000102's preview answers 404).
@Suite(.endToEnd) final class PlayerEndToEndTests: EndToEndFixture {
  init() async throws {
    try await super.init(
      serverArguments: ["--previews", "2", "--broken-preview", "1590000102"],
      environment: ["MUSICLIB_MPV_ARGS": "--ao=null --network-timeout=60"])
  }

  @Test(.enabled(if: hasMPV)) func pipedCommandsPauseResumeAndPlayToTheEnd() async throws {
    let result = try await app.run(["play", "1590000001", "11"], input: "pause\nplay\n")

    #expect(result.exitCode == 0, "\(result.stderr)")
    let states = result.stdout.split(separator: "\n").filter { $0.contains(" / ") }
      .map { $0.components(separatedBy: "  ").first ?? "" }
    #expect(states == ["▶ Playing", "⏸ Paused", "▶ Playing", "■ Preview ended"])
    #expect(
      result.stdout.contains("\n… Loading the preview  11/11\n"), "no progress before a position")
    #expect(result.stdout.hasPrefix("Кино — Песня без слов\nГруппа крови · Track 11 of 11\n"))
    #expect(result.stdout.contains("■ Preview ended  0:02 / 0:02  11/11"))
  }

  @Test(.takesLong, .enabled(if: hasMPV)) func anAlbumPlaysOnByItselfToItsEnd() async throws {
    let result = try await app.run(["play", "1590000001", "9", "--json"])

    #expect(result.exitCode == 0, "\(result.stderr)")
    let objects = try result.stdout.split(separator: "\n").map {
      try #require(
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let played = objects.filter { $0["state"] as? String == "playing" }
    #expect(played.compactMap { $0["queuePosition"] as? Int } == [9, 10, 11])
    #expect(played.allSatisfy { $0["queueLength"] as? Int == 11 })
    #expect(
      played.compactMap { $0["track"] as? String } == [
        "Попробуй спеть вместе со мной", "Следи за собой", "Песня без слов",
      ])
    #expect(objects.last?["state"] as? String == "ended")
  }

  @Test(.enabled(if: hasMPV)) func jsonPrintsOneObjectPerStateChange() async throws {
    let result = try await app.run(["play", "1590000001", "3", "--json"], input: "prev\n")

    #expect(result.exitCode == 69, "the last preview failed to load: \(result.stderr)")
    let objects = try result.stdout.split(separator: "\n").map {
      try #require(
        try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(
      objects.allSatisfy {
        Set($0.keys) == [
          "state", "positionSeconds", "durationSeconds", "track", "artist", "queuePosition",
          "queueLength",
        ]
      })
    #expect(
      objects.map { "\($0["state"] ?? "") \($0["track"] ?? "")" } == [
        "loading Война", "playing Война", "loading Закрой за мной дверь, я ухожу",
        "failed Закрой за мной дверь, я ухожу",
      ])
  }

  @Test(.enabled(if: hasMPV)) func aPreviewThatFailsToLoadExits69() async throws {
    let result = try await app.run(["play", "1590000001", "2", "--lang", "ru"])

    #expect(result.exitCode == 69)
    #expect(result.stdout.contains("✖ Не удалось загрузить фрагмент"))
  }

  @Test func withoutMPVThePreviewURLAndTheInstallLineAreShown() async throws {
    let result = try await app.run(
      ["play", "1590000001", "1"], environment: ["PATH": "/nonexistent"])

    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("Preview: \(server.baseURL.absoluteString)/preview/1590000101.wav\n"))
    #expect(result.stdout.contains("To play previews here, install mpv: "))
  }

  @Test func aTrackWithoutAPreviewSaysSoAndIsNotFound() async throws {
    let result = try await app.run(["play", "1590000014", "1"])
    let json = try await app.run(["play", "1590000014", "1", "--json"])

    #expect(result.exitCode == 66, "a script can tell nothing played")
    #expect(result.stdout.contains("This track has no preview"))
    #expect(json.exitCode == 66)
    let lines = json.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "JSON lines, one object each: \(json.stdout)")
    #expect(lines.last == #"{"error":{"code":"noPreview","message":"This track has no preview"}}"#)
  }

  @Test func anUnknownTrackIsNotFound() async throws {
    let result = try await app.run(["play", "1590000001", "99", "--json"])
    #expect(result.exitCode == 66)
    #expect(result.stdout.contains("\"code\" : \"trackNotFound\""))
  }

  @Test func aNumberPastBothDiscsNamesTheDiscsAndHowToChooseOne() async throws {
    let english = try await app.run(["play", "1590000002", "5"])
    #expect(english.exitCode == 66)
    #expect(
      english.stdout.contains(
        "The album has no track 5; it has discs 1 (4 tracks), 2 (4 tracks); give the disc too: "
          + "musiclib play 1590000002 2-1 or musiclib play 1590000002 1 --disc 2 plays track 1 "
          + "of disc 2"), "\(english.stdout)")
    let russian = try await app.run(["play", "1590000002", "5", "--lang", "ru"])
    #expect(
      russian.stdout.contains(
        "В альбоме нет трека 5; в нём диски 1 (4 трека), 2 (4 трека); укажите и диск: "
          + "musiclib play 1590000002 2-1 или musiclib play 1590000002 1 --disc 2 играет трек 1 "
          + "диска 2"), "\(russian.stdout)")
  }

  @Test func tracksListsSongsInTheCatalogsOrder() async throws {
    let text = try await app.run(["tracks", "крови"])
    #expect(text.exitCode == 0, "\(text.stderr)")
    #expect(
      text.stdout
        == "Found 1 track for “крови”\n"
        + "1. Группа крови — Кино · Группа крови · 4:46 · play 1590000001 1\n")

    let json = try await app.run(["tracks", "weezer", "--limit", "2", "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let tracks = try #require(document["tracks"] as? [[String: Any]])
    #expect(tracks.compactMap { $0["title"] as? String } == ["Buddy Holly", "Say It Ain't So"])
    #expect(
      tracks.allSatisfy {
        Set($0.keys) == [
          "id", "title", "artist", "album", "albumID", "durationSeconds", "previewURL",
        ]
      })
  }

  @Test(.enabled(if: hasMPV)) func theAlbumScreensTrackNumberOpensThePlayer() async throws {
    let result = try await app.run([], input: "\nкино\n1\n3\nback\nquit\n")

    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Кино — Война\nГруппа крови · Track 3 of 11"))
    #expect(result.stdout.contains("▶ Playing"))
    #expect(
      result.stdout.components(separatedBy: "Кино · 1988 · Рок").count == 3,
      "the album is shown, then shown again after back")
  }

  @Test(.takesLong, .enabled(if: hasMPV))
  func discTwosFirstTrackIsChosenAlikeInTheAppOneShotAndJSON()
    async throws
  {
    let heading = "ДДТ — Пропавший без вести\nМир номер ноль · Disc 2 · Track 1 of 4"
    let screen = try await app.run([], input: "\nномер ноль\n1\n2-1\nback\nquit\n")
    #expect(screen.exitCode == 0, "\(screen.stderr)")
    #expect(screen.stdout.contains("  2-1. Пропавший без вести"))
    #expect(screen.stdout.contains(heading))
    #expect(screen.stdout.contains("▶ Playing"))

    let oneShot = try await app.run(["play", "1590000002", "2-1"])
    #expect(oneShot.exitCode == 0, "\(oneShot.stderr)")
    #expect(oneShot.stdout.hasPrefix(heading + "\n"))
    #expect(oneShot.stdout.contains("■ Preview ended"))

    let states = try await app.run(["play", "1590000002", "2-1", "--json"])
    #expect(states.exitCode == 0, "\(states.stderr)")
    #expect(states.stdout.contains(#""track":"Пропавший без вести""#))
    let album = try await app.run(["album", "1590000002", "--json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(album.stdout.utf8)) as? [String: Any])
    let tracks = try #require(document["tracks"] as? [[String: Any]])
    let chosen = tracks.first { $0["choice"] as? String == "2-1" }
    #expect(chosen?["title"] as? String == "Пропавший без вести")
    #expect(chosen?["disc"] as? Int == 2 && chosen?["number"] as? Int == 1)
  }

  @Test(.enabled(if: hasMPV)) func theKeysWorkOnTheRussianLayout() async throws {
    let session = try await app.runTerminalSession(
      ["play", "1590000001", "1"],
      steps: [
        .waitFor("▶ Playing"), .type("т"), .waitFor("Track 2 of 11"), .type("З"),
        .waitFor("Track 1 of 11"), .waitFor("▶ Playing"), .type("й"),
      ])

    #expect(session.missing.isEmpty, "\(session.output)")
    #expect(session.exitCode == 0, "й quits as q does: \(session.output)")
  }

  @Test(.enabled(if: hasMPV)) func everyUnknownKeyNamesTheKeys() async throws {
    let keys = "Keys: space play/pause, n next"
    let session = try await app.runTerminalSession(
      ["play", "1590000001", "1"],
      steps: [
        .waitFor("▶ Playing"), .type("x"), .waitFor(keys), .type("ж"), .waitFor(keys),
        .type("q"),
      ])

    #expect(session.missing.isEmpty, "\(session.output)")
    #expect(session.exitCode == 0)
  }

  @Test(.enabled(if: hasMPV)) func theTrackSearchOpensThePlayerAndBackReturnsToTheTracks()
    async throws
  {
    let result = try await app.run([], input: "\ntracks группа крови\n1\nback\nquit\n")

    #expect(result.exitCode == 0, "\(result.stderr)")
    let text = result.stdout
    let row = "1. Группа крови — Кино · Группа крови · 4:46"
    #expect(text.contains("Track search — Signed in as Anna Smith"))
    // A track search's track is queued as it was found, without its album's length.
    let player = try #require(text.range(of: "Кино — Группа крови\nГруппа крови · Track 1\n"))
    let loading = try #require(text.range(of: "… Loading the preview"))
    let playing = try #require(text.range(of: "▶ Playing"))
    let rows = text.ranges(of: row)
    #expect(rows.count == 2, "the tracks are shown, then shown again after back")
    #expect(rows.first.map { $0.upperBound <= player.lowerBound } == true)
    #expect(player.upperBound <= loading.lowerBound && loading.upperBound <= playing.lowerBound)
    #expect(rows.last.map { playing.upperBound <= $0.lowerBound } == true)
    #expect(!text.contains("Кино · 1988 · Рок"), "back goes to the tracks, not to the album")
  }

  @Test(.enabled(if: hasMPV)) func sigintDuringPlaybackExits130AndLeavesNoMPV() async throws {
    let process = try ChildProcess(
      MusiclibProcess.executable.path, ["play", "1590000001", "1"],
      environment: [
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        "HOME": app.dataDirectory.path, "MUSICLIB_DATA_DIR": app.dataDirectory.path,
        "MUSICLIB_API_URL": server.baseURL.absoluteString,
        "MUSICLIB_MPV_ARGS": "--ao=null --network-timeout=60",
      ], stdin: .pipe, stderr: .null)

    _ = await offThePool {
      var printed = ""
      while !printed.contains("▶ Playing") {
        let chunk = process.output?.availableData ?? Data()
        if chunk.isEmpty { break }
        printed += String(decoding: chunk, as: UTF8.self)
      }
      return printed
    }
    let mpv = try #require(Self.children(of: process.pid, named: "mpv").first)
    process.send(SIGINT)
    let ended = await process.ended()
    #expect(ended.status == 130 && !ended.bySignal)
    let gone = await eventually(within: 5) {
      !FileManager.default.fileExists(atPath: "/proc/\(mpv)")
        || (try? String(contentsOfFile: "/proc/\(mpv)/stat", encoding: .utf8))?
          .split(separator: " ").dropFirst(2).first == "Z"
    }
    #expect(gone, "mpv \(mpv) is still running")
    try process.input?.close()
  }

  private static func children(of parent: Int32, named name: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(Int32.init).filter { pid in
      guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
      else { return false }
      let lines = status.split(separator: "\n")
      return lines.contains("Name:\t\(name)") && lines.contains("PPid:\t\(parent)")
    }
  }
}
