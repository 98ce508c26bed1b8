import Foundation
import TestSupport
import Testing

/// The answer cache in a file of its own, through the built binary against Tools/fake-itunes:
/// damage to it reaches nothing else, and its answers are per account and per catalog.
@Suite(.endToEnd) final class AnswerCacheFileEndToEndTests: EndToEndFixture {
  private var cacheDirectory: URL { app.dataDirectory.appendingPathComponent("cache") }

  /// The one answer cache file in the cache directory.
  private func cacheFile() async throws -> URL {
    let names = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)
      .filter { $0.hasPrefix("answers-") && $0.hasSuffix(".sqlite3") }
    #expect(names.count == 1, "\(names)")
    return cacheDirectory.appendingPathComponent(try #require(names.first))
  }

  @Test func aDamagedCacheStopsNothingButItselfAndClearStartsItOver() async throws {
    #expect(try await app.run(["search", "beatles"]).exitCode == 0)
    #expect(try await app.run(["save", "1590000002"]).exitCode == 0)
    let cache = try await cacheFile()
    await #expect(try mode(cacheDirectory.path) == 0o700)
    await #expect(try mode(cache.path) == 0o600)
    for companion in ["-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: cache.path + companion)
    }
    try Data(repeating: 0xA5, count: 8192).write(to: cache)
    let export = FileManager.default.temporaryDirectory
      .appendingPathComponent("musiclib-export-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: export) }

    for arguments in [["library"], ["library", "--export", export.path], ["profile"]] {
      let result = try await app.run(arguments)
      #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
      #expect(result.stderr.isEmpty, "\(arguments) never opens the cache: \(result.stderr)")
    }
    #expect(try await app.run(["signout"]).exitCode == 0)
    try await SignUpArguments.signIn(app, email: "anna@example.com")
    let search = try await app.run(["search", "beatles"])
    #expect(search.exitCode == 0, "\(search.stderr)")
    #expect(
      search.stderr
        == "musiclib: stored answers are not used in this run (The file \(cache.path) is not a "
        + "valid MusicLibrary database; it was left as is); musiclib cache --clear starts them "
        + "over\n")
    let offline = try await app.run(["search", "beatles", "--offline"])
    #expect(offline.exitCode == 69)
    #expect(offline.stderr.contains("stored answers are not used in this run"))
    #expect(try await app.run(["cache"]).exitCode == 74)

    let cleared = try await app.run(["cache", "--clear"])

    #expect(cleared.exitCode == 0, "\(cleared.stderr)")
    #expect(try await app.run(["search", "beatles"]).stderr.isEmpty)
    #expect(try await app.run(["search", "beatles", "--offline"]).exitCode == 0)
    #expect(try await app.run(["library", "--json"]).stdout.contains("1590000002"))
  }

  @Test func answersArePerAccountAndPerCatalog() async throws {
    #expect(try await app.run(["search", "beatles"]).exitCode == 0)
    #expect(try await app.run(["search", "beatles", "--offline"]).exitCode == 0)
    let otherCatalog = try await app.run(
      ["search", "beatles", "--offline"],
      environment: ["MUSICLIB_API_URL": try otherServer()])
    #expect(otherCatalog.exitCode == 69, "another catalog's answers are not served")

    #expect(try await app.run(["signout"]).exitCode == 0)
    try await SignUpArguments.signUpAndIn(app, email: "bob@example.com", firstName: "Bob")
    let bob = try await app.run(["search", "beatles", "--offline"])
    #expect(bob.exitCode == 69, "Bob does not learn what Anna searched")
    #expect(try await app.run(["search", "кино"]).exitCode == 0)
    let cleared = try await app.run(["cache", "--clear"])
    #expect(cleared.stdout.contains("Dropped 1 stored catalog answers"), "\(cleared.stdout)")

    #expect(try await app.run(["signout"]).exitCode == 0)
    try await SignUpArguments.signIn(app, email: "anna@example.com")
    #expect(
      try await app.run(["search", "beatles", "--offline"]).exitCode == 0, "Anna's answers stay")
  }

  /// The fake server under another name (`localhost`): another catalog to musiclib.
  private func otherServer() async throws -> String {
    var components = try #require(
      URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
    components.host = "localhost"
    return try #require(components.url).absoluteString
  }

  private func mode(_ path: String) async throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? Int ?? 0) & 0o777
  }
}
