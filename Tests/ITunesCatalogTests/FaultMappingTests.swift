import Domain
import Foundation
import ITunesCatalog
import TestSupport
import Testing

/// Faults on the wire, through libcurl, against one fake-itunes for the whole suite.
@Suite(.sharedFakeServer) struct FaultMappingTests {
  let server: FakeITunesServer

  init() throws {
    server = try SharedFakeServer.server()
  }

  @Test(arguments: [
    (
      "status:400", MusicLibraryError.badRequest(message: "Invalid value(s) for key(s): [itunesId]")
    ),
    ("status:403", .rateLimited),
    ("status:429", .rateLimited),
    ("status:500", .serverError(status: 500)),
    ("status:503", .serverError(status: 503)),
    ("status:404", .unexpectedResponse),
    ("html", .unexpectedResponse),
    ("truncated", .unexpectedResponse),
    ("badjson", .unexpectedResponse),
    ("close", .noConnection),
    ("huge:20", .responseTooLarge(limitBytes: 8 * 1024 * 1024)),
    ("gzipbomb", .responseTooLarge(limitBytes: 8 * 1024 * 1024)),
    ("redirect-host", .unexpectedResponse),
    ("redirect-scheme", .unexpectedResponse),
    ("redirect-loop", .unexpectedResponse),
  ])
  func searchFaultBecomesTheMatchingError(fault: String, expected: MusicLibraryError) async {
    let catalog = catalog(server.baseURL(fault: fault))
    await #expect(throws: expected) {
      try await catalog.searchAlbums(term: "kino", limit: 5, country: "ru")
    }
  }

  @Test(arguments: [
    ("status:503", MusicLibraryError.serverError(status: 503)),
    ("truncated", .unexpectedResponse),
    ("close", .noConnection),
  ])
  func lookupFaultBecomesTheMatchingError(fault: String, expected: MusicLibraryError) async {
    let catalog = catalog(server.baseURL(fault: fault))
    await #expect(throws: expected) {
      try await catalog.album(id: 1_590_000_001, country: "ru")
    }
  }

  @Test func anAnswerSlowerThanTheTimeoutIsATimeout() async {
    let catalog = catalog(server.baseURL(fault: "delay:3"), timeoutSeconds: 1)
    await #expect(throws: MusicLibraryError.timeout) {
      try await catalog.searchAlbums(term: "kino", limit: 5, country: "ru")
    }
  }

  @Test(arguments: ["trickle", "stall"])
  func anAnswerNotFinishedByTheTimeoutIsATimeout(fault: String) async {
    let catalog = catalog(server.baseURL(fault: fault), timeoutSeconds: 1)
    await #expect(throws: MusicLibraryError.timeout) {
      try await catalog.searchAlbums(term: "kino", limit: 5, country: "ru")
    }
  }

  @Test func aDelayWithinTheTimeoutStillAnswers() async throws {
    let page = try await catalog(server.baseURL(fault: "delay:0.2"))
      .searchAlbums(term: "кино", limit: 5, country: "ru")
    #expect(page.albums.count == 2)
  }

  @Test func aServerThatIsGoneIsNoConnection() async throws {
    let gone = try FakeITunesServer()
    gone.stop()
    await #expect(throws: MusicLibraryError.noConnection) {
      try await catalog(gone.baseURL).searchAlbums(term: "kino", limit: 5, country: "ru")
    }
  }

  @Test func aServerWideFaultAppliesToEveryRequest() async throws {
    let limited = try FakeITunesServer(arguments: ["--fault", "status:429"])
    await #expect(throws: MusicLibraryError.rateLimited) {
      try await catalog(limited.baseURL).album(id: 1_590_000_001, country: "ru")
    }
  }

  @Test func cancellationIsRethrownAsCancellationError() async {
    let catalog = catalog(server.baseURL(fault: "delay:30"))
    let search = Task { try await catalog.searchAlbums(term: "kino", limit: 5, country: "ru") }
    search.cancel()
    await #expect(throws: CancellationError.self) { try await search.value }
  }
}
