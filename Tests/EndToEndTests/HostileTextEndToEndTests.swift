import Foundation
import TestSupport
import Testing

/// SQL metacharacters, quotes, NUL and terminal escape sequences in every field, query and
/// catalog name: stored and shown literally, or refused with a message; never raw on a terminal.
@Suite struct HostileTextEndToEndTests {
  static let rawControls: [Character] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{0}"]

  @Test func quotesAndSQLInStoredFieldsRoundTripLiterally() throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let email = "o'brien+%_x{y}|z@example.com"
    let signUp = try app.run(
      [
        "signup", "--first-name", "O'Brien", "--last-name", "D'Arcy-Smith", "--birth-date",
        "1990-01-01", "--phone", "291234567", "--email", email,
      ], input: "Secret12\n")
    #expect(signUp.exitCode == 0, "\(signUp.stderr)")

    let signIn = try app.run(["signin", "--email", email], input: "Secret12\n")
    let profile = try app.run(["profile", "--json"])

    #expect(signIn.exitCode == 0, "\(signIn.stderr)")
    #expect(signIn.stdout.contains("O'Brien D'Arcy-Smith"))
    #expect(signIn.stdout.contains(email))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(profile.stdout.utf8)) as? [String: Any])
    #expect(document["firstName"] as? String == "O'Brien")
    #expect(document["lastName"] as? String == "D'Arcy-Smith")
    #expect(document["email"] as? String == email)
    #expect(try LibraryFile(of: app).emails() == [email])
  }

  @Test func injectionAndEscapesInFieldsAreRefusedWithMessages() throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let arguments = [
      "signup", "--first-name", "Robert'); DROP TABLE users;--", "--last-name",
      "\u{1B}[2J\u{1B}[31mPetrov", "--birth-date", "1990-01-01'; --", "--phone",
      "29 123'; DELETE FROM users;--", "--email", "x';--@example.com",
    ]

    let text = try app.run(arguments, input: "Secret12\n")
    let json = try app.run(arguments + ["--json"], input: "Secret12\n")

    #expect(text.exitCode == 65)
    #expect(text.stderr.contains("Latin letters only"))
    #expect(!(text.stdout + text.stderr).contains { Self.rawControls.contains($0) })
    #expect(json.exitCode == 65)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let errors = try #require(document["errors"] as? [String: String])
    #expect(Set(errors.keys) == ["firstName", "lastName", "birthDate", "phone", "email"])
    #expect(errors["firstName"] == "Latin letters only")
    #expect(try LibraryFile(of: app).emails() == [], "nothing stored, and the table is there")
  }

  @Test func nulAndEscapesTypedIntoTheInteractiveAppAreRefusedAndNotEchoedRaw() throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let script = [
      "signup", "Iv\u{0}an", "\u{1B}]0;owned\u{07}Petrov", "1990-01-01", "291234567",
      "ivan\u{1B}[1A@example.com", "Secret12", "Secret12",
    ]

    let result = try app.run([], input: script.joined(separator: "\n") + "\n")

    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Latin letters only"))
    #expect(!(result.stdout + result.stderr).contains { Self.rawControls.contains($0) })
    #expect(try LibraryFile(of: app).emails() == [])
  }
}

/// Hostile search text and catalog names, against Tools/fake-itunes.
@Suite(.serialized) final class HostileCatalogTextEndToEndTests {
  let server: FakeITunesServer
  let app: MusiclibProcess

  init() throws {
    server = try FakeITunesServer()
    app = MusiclibProcess(environment: ["MUSICLIB_API_URL": server.baseURL.absoluteString])
    _ = try app.run(SignUpArguments.forEmail("anna@example.com"), input: "Secret12\n")
    let signIn = try app.run(["signin", "--email", "anna@example.com"], input: "Secret12\n")
    precondition(signIn.exitCode == 0, signIn.stderr)
  }

  deinit {
    server.stop()
    app.removeData()
  }

  @Test func metacharactersInAQueryReachTheCatalogIntact() async throws {
    let query = "it's \"quoted\" 100% a_b;-- \\x' OR 1=1"

    let result = try app.run(["search", query, "--json"])

    #expect(result.exitCode == 0, "\(result.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(document["query"] as? String == query)
    let searches = try await server.recordedRequests().filter { $0.path == "/search" }
    #expect(searches.last?.params["term"] == query)
  }

  @Test func anEscapeSequenceInAQueryIsRefusedBeforeAnyRequest() async throws {
    let before = try await server.recordedRequests().count

    let result = try app.run(["search", "\u{1B}[2Jbeatles"])

    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("must not contain control characters"))
    #expect(try await server.recordedRequests().count == before)
  }

  @Test func escapeSequencesFromTheCatalogNeverReachTheTerminalRaw() throws {
    let runs = try [
      app.run(["search", "terminal trap"]),
      app.run(["search", "terminal trap", "--json"]),
      app.run(["album", "1590000077"]),
      app.run(["album", "1590000077", "--json"]),
      app.run([], input: "\nterminal trap\n1\nquit\n"),
    ]

    for run in runs {
      #expect(run.exitCode == 0, "\(run.stderr)")
      #expect(run.stdout.contains("Terminal Trap"))
      #expect(!(run.stdout + run.stderr).contains { Self.rawControls.contains($0) })
    }
    #expect(runs[2].stdout.contains("and"), "the track is listed")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(runs[1].stdout.utf8)) as? [String: Any])
    let albums = try #require(json["albums"] as? [[String: Any]])
    #expect(
      albums.first?["title"] as? String == "Terminal Trap \u{1B}[2J\u{1B}[31mRed\u{1B}[0m",
      "JSON keeps the catalog's text exactly, escaped")
    let album = try #require(
      try JSONSerialization.jsonObject(with: Data(runs[3].stdout.utf8)) as? [String: Any])
    #expect(album["genre"] as? String == "Rock\u{9B}31m", "a C1 control is escaped, not lost")
  }

  static let rawControls = HostileTextEndToEndTests.rawControls
}
