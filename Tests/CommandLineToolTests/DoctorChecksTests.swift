import Domain
import Foundation
import Localization
import MPVPreview
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import Doctor

@Suite struct DoctorChecksTests {
  static let apiURL = URL(string: "https://catalog.test")!
  static let probe = "https://catalog.test/search?term=musiclib&entity=album&limit=1"
  let localize = Localizer(language: .en)

  @Test func aCatalogThatAnswersGivesItsStatusAndTheRoundTrip() async {
    let transport = FakeHTTPTransport(answers: [Self.probe: .response(status: 200, body: Data())])

    let catalog = await DoctorChecks.catalog(transport, apiURL: Self.apiURL, localize: localize)

    #expect(await transport.requests == [Self.probe], "one request")
    #expect(catalog.status == 200)
    #expect(catalog.milliseconds != nil)
    #expect(catalog.error == nil)
  }

  @Test func aCatalogThatDoesNotAnswerSaysWhy() async {
    let transport = FakeHTTPTransport(answers: [Self.probe: .failure(.noConnection)])

    let catalog = await DoctorChecks.catalog(transport, apiURL: Self.apiURL, localize: localize)

    #expect(catalog.status == nil)
    #expect(catalog.error == localize.message(for: .noConnection))
  }

  @Test func offlineTheCatalogIsNotAskedAndTheReportSaysSo() async throws {
    let transport = FakeHTTPTransport(answers: [Self.probe: .response(status: 200, body: Data())])

    let catalog = await DoctorChecks.catalog(
      transport, apiURL: Self.apiURL, offline: true, localize: localize)

    #expect(await transport.requests == [])
    #expect(catalog.skipped == true && catalog.status == nil && catalog.error == nil)
    var report = Self.emptyReport()
    report.catalog = catalog
    #expect(
      report.checkLines(localize: localize).contains {
        $0 == (.catalog, "https://catalog.test not asked (--offline)")
      })
    let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
    #expect(json.contains(#""skipped":true"#) && !json.contains("milliseconds"), "\(json)")
  }

  @Test(arguments: [
    ("https://anna:s3cret@catalog.test", "https://***@catalog.test"),
    ("https://anna@catalog.test:8443/api", "https://***@catalog.test:8443/api"),
    ("https://:s3cret@catalog.test", "https://***@catalog.test"),
    ("https://catalog.test/api", "https://catalog.test/api"),
  ])
  func credentialsInTheAddressAreNeverShown(address: String, shown: String) async throws {
    let url = try #require(URL(string: address))
    let probe = address + "/search?term=musiclib&entity=album&limit=1"
    let answers: [FakeHTTPTransport.Answer] = [
      .response(status: 503, body: Data()), .failure(.noConnection),
    ]
    for answer in answers {
      let transport = FakeHTTPTransport(answers: [probe: answer])

      let catalog = await DoctorChecks.catalog(transport, apiURL: url, localize: localize)

      #expect(await transport.requests == [probe], "the request keeps them")
      #expect(catalog.url == shown)
      var report = Self.emptyReport()
      report.catalog = catalog
      let text = report.checkLines(localize: localize).map(\.1).joined(separator: "\n")
      let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
      #expect(!text.contains("s3cret") && !text.contains("anna"), "\(text)")
      #expect(!json.contains("s3cret") && !json.contains("anna"), "\(json)")
    }
  }

  @Test func theDataDirectoryGivesItsPermissionsAndWhetherItIsWritable() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("doctor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    defer { try? FileManager.default.removeItem(at: directory) }

    let found = DoctorChecks.dataDirectory(directory.path)
    let missing = DoctorChecks.dataDirectory(directory.path + "/none")

    #expect(found.exists && found.mode == "0700" && found.writable)
    #expect(found.databaseBytes == nil)
    #expect(!missing.exists && missing.mode == nil && !missing.writable)
  }

  @Test func mpvIsFoundOnThePathOrNamedWithItsInstallCommand() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("doctor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let mpv = directory.appendingPathComponent("mpv")
    #expect(
      FileManager.default.createFile(
        atPath: mpv.path, contents: Data(), attributes: [.posixPermissions: 0o755]))

    let never: DoctorChecks.Run = { _, _ in nil }
    #expect(
      await DoctorChecks.mpv(environment: ["PATH": directory.path], run: never).path == mpv.path)
    let missing = await DoctorChecks.mpv(
      environment: ["PATH": directory.path + "/none"], run: never)
    #expect(!missing.found && missing.install?.contains("mpv") == true)
    #expect(missing.version == nil && missing.audio == nil)
  }

  @Test func mpvGivesTheFirstLineOfItsVersionAndWhetherItOpensAnAudioOutput() async throws {
    let directory = try Self.directoryWithFakeMPV()
    defer { try? FileManager.default.removeItem(at: directory) }
    let calls = Calls()
    let answering: DoctorChecks.Run = { path, arguments in
      await calls.add(arguments)
      return arguments.contains("--version")
        ? ProgramRunner.Result(status: 0, output: "mpv 0.35.1 Copyright\n built on UNKNOWN\n")
        : ProgramRunner.Result(status: 2, output: "")
    }

    let mpv = await DoctorChecks.mpv(environment: ["PATH": directory.path], run: answering)

    #expect(mpv.version == "mpv 0.35.1 Copyright")
    #expect(mpv.audio == .unavailable)
    let probe = try #require(await calls.all.last)
    #expect(probe.contains("av://lavfi:anullsrc") && probe.contains("--no-video"))
    let text = DoctorReport.Player(
      found: true, path: "/usr/bin/mpv", version: mpv.version, audio: mpv.audio, install: nil)
    #expect(
      localize(
        DoctorCheckPhrase.mpvFound,
        ["path": "/usr/bin/mpv", "version": text.version ?? "", "audio": "x"])
        == "/usr/bin/mpv, mpv 0.35.1 Copyright; x")
  }

  @Test func anAudioOutputIsAvailableWhenTheSilentProbeSucceeds() async throws {
    let directory = try Self.directoryWithFakeMPV()
    defer { try? FileManager.default.removeItem(at: directory) }
    let succeeding: DoctorChecks.Run = { _, _ in ProgramRunner.Result(status: 0, output: "") }

    let mpv = await DoctorChecks.mpv(environment: ["PATH": directory.path], run: succeeding)

    #expect(mpv.audio == .available)
  }

  @Test func theNullAudioOutputOfMusiclibMPVArgsIsSaidWithoutProbing() async throws {
    let directory = try Self.directoryWithFakeMPV()
    defer { try? FileManager.default.removeItem(at: directory) }
    let calls = Calls()
    let run: DoctorChecks.Run = { _, arguments in
      await calls.add(arguments)
      return nil
    }

    let mpv = await DoctorChecks.mpv(
      environment: ["PATH": directory.path, "MUSICLIB_MPV_ARGS": "--ao=null --volume=0"], run: run)

    #expect(mpv.audio == .null)
    #expect(mpv.version == nil, "no answer to --version")
    #expect(await calls.all == [["--no-config", "--version"]])
  }

  @Test func theReportSaysMPVsVersionItsAudioOutputAndTheDataDirectorysSize() throws {
    var report = Self.emptyReport()
    report.mpv = DoctorReport.Player(
      found: true, path: "/usr/bin/mpv", version: "mpv 0.35.1", audio: .null, install: nil)
    report.dataDirectory = DoctorReport.DataDirectory(
      path: "/data", exists: true, mode: "0700", writable: true, databaseBytes: 2048,
      bytes: 10240)

    let lines = report.checkLines(localize: localize).map(\.1)
    let russian = report.checkLines(localize: Localizer(language: .ru)).map(\.1)
    let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)

    #expect(
      lines.contains("/usr/bin/mpv, mpv 0.35.1; audio output off (MUSICLIB_MPV_ARGS=--ao=null)"))
    #expect(
      lines.contains("/data (0700, writable), 10 KiB in all, library.sqlite3 2 KiB"))
    #expect(russian.contains { $0.contains("всего 10 KiB") })
    #expect(json.contains(#""version":"mpv 0.35.1""#) && json.contains(#""audio":"null""#))
    #expect(json.contains(#""bytes":10240"#))
  }

  @Test func aPathWithALineBreakIsShownOnItsLine() throws {
    var report = Self.emptyReport()
    report.mpv = DoctorReport.Player(
      found: true, path: "/opt/m\npv", version: "mpv 0.35.1", audio: .null, install: nil)
    report.dataDirectory = DoctorReport.DataDirectory(
      path: "/da\nta", exists: true, mode: "0700", writable: true, databaseBytes: nil,
      bytes: 0)

    let lines = report.checkLines(localize: localize).map(\.1)

    #expect(lines.contains { $0.hasPrefix(#"$'/opt/m\npv', mpv 0.35.1"#) })
    #expect(lines.contains { $0.hasPrefix(#"$'/da\nta' (0700, writable)"#) })
    #expect(!lines.contains { $0.contains("\n") })
  }

  @Test func theDataDirectoryCountsEveryFileInIt() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("doctor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("artwork-cache"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(
      FileManager.default.createFile(
        atPath: directory.path + "/library.sqlite3", contents: Data(count: 3000)))
    #expect(
      FileManager.default.createFile(
        atPath: directory.path + "/artwork-cache/a.jpg", contents: Data(count: 2000)))

    let found = DoctorChecks.dataDirectory(directory.path)

    #expect(found.bytes == 5000)
    #expect(found.databaseBytes == 3000)
  }

  static func emptyReport() -> DoctorReport {
    DoctorReport(
      terminal: .init(
        term: nil, colorterm: nil, termProgram: nil, multiplexer: nil, stdoutIsTerminal: false,
        columns: 80),
      colors: .init(enabled: false, offBecause: "notATerminal"),
      artwork: .init(
        mode: "none", colors: nil, reason: "notATerminal", explanation: "", colorRemoved: false),
      libraries: [], cache: .init(directory: "/data/artwork-cache", bytes: 0))
  }

  private static func directoryWithFakeMPV() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("doctor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    _ = FileManager.default.createFile(
      atPath: directory.path + "/mpv", contents: Data(), attributes: [.posixPermissions: 0o755])
    return directory
  }
}

/// The arguments a fake program runner was called with.
private actor Calls {
  private(set) var all: [[String]] = []
  func add(_ arguments: [String]) { all.append(arguments) }
}
