import Foundation
import TestSupport
import Testing

/// Hostile catalog servers through the built binary: every exchange ends by the deadline, within
/// the body cap and in bounded memory, with its documented message and exit code.
@Suite(.endToEnd) final class NetworkLimitsEndToEndTests: EndToEndFixture {
  /// Far more than the app needs, far less than a body held whole (a 50 MB body decoded took
  /// 330 MB, a 500 MB gzip bomb 1 GB).
  static let memoryBound = 100 * 1024 * 1024
  static let coverURL =
    "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/95/ad/fb/1590000001.jpg/600x600bb.jpg"

  func search(_ fault: String, _ extra: [String] = []) async throws -> MusiclibProcess.Result {
    try await app.runMeasuringMemory(
      ["search", "кино"] + extra,
      environment: ["MUSICLIB_API_URL": server.baseURL(fault: fault).absoluteString])
  }

  @Test(arguments: ["trickle", "stall"])
  func aServerTooSlowToFinishEndsAtTheTimeout(fault: String) async throws {
    // A trickled body would take minutes; a stalled server never answers.
    let result = try await search(fault, ["--timeout", "2"])
    #expect(result.exitCode == 69)
    #expect(result.stderr.contains("The music catalog did not answer in time"), "\(result.stderr)")
  }

  @Test(arguments: ["huge:50", "gzipbomb"])
  func aBodyPastTheCapIsRefusedInBoundedMemory(fault: String) async throws {
    let result = try await search(fault)
    #expect(result.exitCode == 69)
    #expect(
      result.stderr.contains("The music catalog sent too large a response (over 8 MiB)"),
      "\(result.stderr)")
    let peak = try #require(result.peakResidentBytes)
    #expect(peak < Self.memoryBound, "peak resident \(peak / 1_048_576) MiB")
  }

  @Test func theTooLargeErrorHasItsCodeInJSONAndRussian() async throws {
    let json = try await search("gzipbomb", ["--json"])
    #expect(json.exitCode == 69)
    #expect(json.stdout.contains("\"responseTooLarge\""), "\(json.stdout)")
    let russian = try await search("gzipbomb", ["--lang", "ru"])
    #expect(russian.stderr.contains("слишком большой ответ (больше 8 МиБ)"), "\(russian.stderr)")
  }

  @Test(arguments: ["redirect-host", "redirect-scheme", "redirect-loop", "redirect:4"])
  func aRefusedRedirectIsAnUnexpectedResponse(fault: String) async throws {
    let result = try await search(fault)
    #expect(result.exitCode == 69)
    #expect(result.stderr.contains("The music catalog sent an unexpected response"))
  }

  @Test func aSameHostRedirectIsFollowed() async throws {
    let result = try await search("redirect:3", ["--json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Группа крови"))
  }

  @Test func everyRequestNamesTheProgramAndItsVersion() async throws {
    let version = try await app.run(["--version"]).stdout.trimmingCharacters(
      in: .whitespacesAndNewlines)
    #expect(try await app.run(["search", "kino"]).exitCode == 0)
    let request = try #require(try await server.recordedRequests().last)
    #expect(request.headers["user-agent"] == version.replacingOccurrences(of: " ", with: "/"))
    #expect(request.headers["user-agent"]?.hasPrefix("musiclib/") == true)
  }

  @Test func neverMoreAlbumsThanTheLimitWhateverTheServerSends() async throws {
    // 4,729 albums in one megabyte.
    let result = try await search("huge:1", ["--limit", "7", "--json"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let albums = try #require((document as? [String: Any])?["albums"] as? [Any])
    #expect(albums.count == 7)
  }

  @Test func aCoverPastTheCapShowsItsURLInBoundedMemory() async throws {
    let result = try await app.runMeasuringMemory(
      ["album", "1590000001", "--art", "blocks"],
      environment: [
        "MUSICLIB_ARTWORK_BASE_URL": server.baseURL(fault: "gzipbomb").absoluteString
      ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains(Self.coverURL))
    let peak = try #require(result.peakResidentBytes)
    #expect(peak < Self.memoryBound, "peak resident \(peak / 1_048_576) MiB")
  }
}
