import CurlTransport
import Domain
import Foundation
import TestSupport
import Testing

/// The live transport against Tools/fake-itunes: answers, limits and faults.
@Suite struct CurlTransportTests {
  let server: FakeITunesServer

  init() throws {
    server = try FakeITunesServer()
  }

  func transport(timeoutSeconds: Int = 20, maxBodyBytes: Int = CurlTransport.defaultMaxBodyBytes)
    -> CurlTransport
  {
    CurlTransport(
      timeout: .seconds(timeoutSeconds), userAgent: "musiclib/9.9.9", maxBodyBytes: maxBodyBytes)
  }

  func search(_ fault: String? = nil) -> URL {
    let base = fault.map { server.baseURL(fault: $0) } ?? server.baseURL
    return URL(string: base.absoluteString + "/search?term=%D0%BA%D0%B8%D0%BD%D0%BE&limit=5")!
  }

  @Test func anAnswerComesBackWithItsStatusAndBody() async throws {
    let response = try await transport().get(search(), headers: [:])
    #expect(response.status == 200)
    #expect(String(decoding: response.body, as: UTF8.self).contains("Группа крови"))
    let missing = try await transport().get(
      URL(string: server.baseURL.absoluteString + "/nowhere")!, headers: [:])
    #expect(missing.status == 404)
  }

  @Test func theUserAgentAndTheCallersHeadersAreSent() async throws {
    _ = try await transport().get(search(), headers: ["X-Musiclib-Test": "yes"])
    let request = try #require(try await server.recordedRequests().first)
    #expect(request.headers["user-agent"] == "musiclib/9.9.9")
    #expect(request.headers["x-musiclib-test"] == "yes")
    #expect(request.headers["accept-encoding"]?.contains("gzip") == true)
  }

  @Test func aTricklingAnswerEndsAtTheDeadline() async {
    // The whole body would take minutes at one byte every 0.5 s.
    await #expect(throws: MusicLibraryError.timeout) {
      try await transport(timeoutSeconds: 2).get(search("trickle"), headers: [:])
    }
  }

  @Test func aServerThatNeverAnswersIsATimeout() async {
    await #expect(throws: MusicLibraryError.timeout) {
      try await transport(timeoutSeconds: 1).get(search("stall"), headers: [:])
    }
  }

  @Test(arguments: ["huge:20", "gzipbomb"])
  func aBodyPastTheCapIsTooLarge(fault: String) async {
    await #expect(throws: MusicLibraryError.responseTooLarge(limitBytes: 8 * 1024 * 1024)) {
      try await transport().get(search(fault), headers: [:])
    }
  }

  @Test func aBodyWithinTheCapArrivesWhole() async throws {
    let response = try await transport().get(search("huge:2"), headers: [:])
    #expect(response.body.count > 2 * 1024 * 1024)
    #expect(try JSONSerialization.jsonObject(with: response.body) is [String: Any])
  }

  @Test func theCapIsTheTransports() async {
    await #expect(throws: MusicLibraryError.responseTooLarge(limitBytes: 100)) {
      try await transport(maxBodyBytes: 100).get(search(), headers: [:])
    }
  }

  @Test func sameHostRedirectsAreFollowedUpToThree() async throws {
    let response = try await transport().get(search("redirect:3"), headers: [:])
    #expect(response.status == 200)
    #expect(String(decoding: response.body, as: UTF8.self).contains("Группа крови"))
    #expect(
      try await server.recordedRequests().map(\.path) == Array(repeating: "/search", count: 4))
  }

  @Test func aFourthRedirectIsRefused() async throws {
    await #expect(throws: MusicLibraryError.unexpectedResponse) {
      try await transport().get(search("redirect:4"), headers: [:])
    }
    #expect(try await server.recordedRequests().count == 4, "the fourth redirect is not followed")
  }

  @Test(arguments: ["redirect-host", "redirect-scheme"])
  func aRedirectToAnotherHostOrSchemeIsRefused(fault: String) async throws {
    await #expect(throws: MusicLibraryError.unexpectedResponse) {
      try await transport().get(search(fault), headers: [:])
    }
    #expect(try await server.recordedRequests().count == 1, "the redirect is not followed")
  }

  @Test func aRedirectLoopIsRefused() async {
    await #expect(throws: MusicLibraryError.unexpectedResponse) {
      try await transport().get(search("redirect-loop"), headers: [:])
    }
  }

  @Test(arguments: ["file:///etc/passwd", "ftp://127.0.0.1/x", "gopher://127.0.0.1/x"])
  func onlyHTTPAndHTTPSAreFetched(address: String) async {
    await #expect(throws: MusicLibraryError.unexpectedResponse) {
      try await transport().get(URL(string: address)!, headers: [:])
    }
  }

  @Test func tlsWithAServerThatSpeaksNoTLSIsNoConnection() async {
    let address = server.baseURL.absoluteString.replacingOccurrences(of: "http:", with: "https:")
    await #expect(throws: MusicLibraryError.noConnection) {
      try await transport().get(URL(string: address + "/search?term=kino")!, headers: [:])
    }
  }

  @Test func aCertificateThatCannotBeVerifiedIsRefusedAsUntrusted() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "musiclib-tls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let (certificate, key) = (
      directory.appending(path: "c.pem"), directory.appending(path: "k.pem")
    )
    let openssl = try ChildProcess(
      "openssl",
      [
        "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
        "-keyout", key.path, "-out", certificate.path,
      ], environment: ProcessInfo.processInfo.environment, stdout: .null, stderr: .null)
    #expect(openssl.wait().status == 0)
    let tls = try FakeITunesServer(arguments: ["--tls", certificate.path, key.path])
    let address = tls.baseURL.absoluteString.replacingOccurrences(of: "http:", with: "https:")

    await #expect(throws: MusicLibraryError.untrustedCertificate) {
      try await transport().get(URL(string: address + "/search?term=kino")!, headers: [:])
    }
  }

  @Test func aClosedConnectionOrAServerThatIsGoneIsNoConnection() async throws {
    await #expect(throws: MusicLibraryError.noConnection) {
      try await transport().get(search("close"), headers: [:])
    }
    let gone = try FakeITunesServer()
    gone.stop()
    await #expect(throws: MusicLibraryError.noConnection) {
      try await transport().get(gone.baseURL, headers: [:])
    }
  }

  @Test func cancellingTheTaskStopsAWaitingTransfer() async throws {
    let transport = transport(timeoutSeconds: 120)
    let url = search("stall")
    let fetch = Task { try await transport.get(url, headers: [:]) }
    try #require(try await eventually { try await !server.recordedRequests().isEmpty })
    fetch.cancel()
    // Without cancellation this would end only with a timeout, two minutes later.
    await #expect(throws: CancellationError.self) { try await fetch.value }
  }

  @Test func aTaskCancelledBeforehandSendsNothing() async throws {
    let transport = transport()
    let url = search()
    let fetch = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await transport.get(url, headers: [:])
    }
    await #expect(throws: CancellationError.self) { try await fetch.value }
    #expect(try await server.recordedRequests().isEmpty)
  }
}
