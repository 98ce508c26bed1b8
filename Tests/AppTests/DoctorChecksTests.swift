import Domain
import Foundation
import Localization
import TestSupport
import Testing

@testable import App

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

  @Test func mpvIsFoundOnThePathOrNamedWithItsInstallCommand() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("doctor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let mpv = directory.appendingPathComponent("mpv")
    #expect(
      FileManager.default.createFile(
        atPath: mpv.path, contents: Data(), attributes: [.posixPermissions: 0o755]))

    #expect(DoctorChecks.mpv(environment: ["PATH": directory.path]).path == mpv.path)
    let missing = DoctorChecks.mpv(environment: ["PATH": directory.path + "/none"])
    #expect(!missing.found && missing.install?.contains("mpv") == true)
  }
}
