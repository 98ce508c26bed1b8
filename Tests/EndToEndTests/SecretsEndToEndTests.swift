import Foundation
import TestSupport
import Testing

/// A known password through a whole scripted life of an account: it never shows up in any
/// output or file, and the database holds only its yescrypt hash.
@Suite(.endToEnd) final class SecretsEndToEndTests: EndToEndFixture {
  static let password = "Zx9-secret-Pw"

  init() async throws {
    try await super.init(signedIn: false)
  }

  @Test func thePasswordNeverLeavesAndOnlyItsHashIsStored() async throws {
    let password = Self.password
    let signUp = [
      "signup", "--first-name", "Ivan", "--last-name", "Petrov", "--birth-date", "1990-03-07",
      "--phone", "291234567",
    ]
    let interactive = [
      "signup",
      "Иван", "Ivan", "Petrov", "07.03.1990", "29 123 45 67", "ivan@example.com", password,
      "Zx9-other-Pw", password,
      "", "Wrong-Pw-123", "", password, "terminal trap", "1", "back", "profile", "quit",
    ]
    let runs: [MusiclibProcess.Result] = try await [
      app.run([], input: interactive.joined(separator: "\n") + "\n"),
      app.run(["signout"]),
      app.run(signUp + ["--email", "ivan@example.com"], input: password + "\n"),
      app.run(signUp + ["--email", "ivan@example.com", "--json"], input: password + "\n"),
      app.run(signUp + ["--email", "bad", "--json"], input: password + "\n"),
      app.run(signUp + ["--email", "second@example.com", "--json"], input: password + "\n"),
      app.run(["signin", "--email", "ivan@example.com"], input: "Wrong-Pw-123\n"),
      app.run(["signin", "--email", "ivan@example.com", "--json"], input: "Wrong-Pw-123\n"),
      app.run(["signin", "--email", "nobody@example.com", "--json"], input: password + "\n"),
      app.run(["signin", "--email", "ivan@example.com", "--json"], input: password + "\n"),
      app.run(["signin", "--email", "ivan@example.com", "--password-stdin"], input: password),
      app.run(["profile"]), app.run(["profile", "--json"]),
      app.run(["search", "terminal trap"]), app.run(["search", "beatles", "--json"]),
      app.run(["album", "1590000077"]), app.run(["album", "1590000077", "--json"]),
      app.run(["album", "999", "--json"]),
      app.run(["signout", "--json"]), app.run(["profile", "--json"]),
      app.run(["signin", "--email", "ivan@example.com", "--password", password]),
      app.run(["signin", "--email", "ivan@example.com", "--password=\(password)"]),
      await app.run(["signup", "--password", password, "--email", "x@example.com"]),
    ]

    let transcript = runs.map { $0.stdout + $0.stderr }.joined(separator: "\n")
    #expect(!transcript.contains(password))
    #expect(!transcript.contains("$y$"), "no hash either")
    #expect(runs[0].stdout.contains("Ivan Petrov"), "the interactive session signed in")
    #expect(runs[9].exitCode == 0 && runs[10].exitCode == 0, "the password works")
    #expect(runs.suffix(3).map(\.exitCode) == [2, 2, 2], "--password is not an option")
    #expect(runs.suffix(3).allSatisfy { $0.stderr.contains("Unknown option --password") })

    // HOME is the data directory too, so anything written under it (caches) is searched.
    let contents = try FileManager.default.subpathsOfDirectory(atPath: app.dataDirectory.path)
      .compactMap { path in
        (try? Data(contentsOf: app.dataDirectory.appendingPathComponent(path))).map { (path, $0) }
      }
    #expect(contents.contains { $0.0 == "library.sqlite3" })
    for (path, bytes) in contents {
      #expect(bytes.firstRange(of: Data(password.utf8)) == nil, "\(path)")
    }
    let hashes = try await LibraryFile(of: app).passwordHashes()
    #expect(hashes.count == 2)
    for hash in hashes {
      #expect(hash.hasPrefix("$y$"))
      #expect(!hash.contains(password))
    }
  }
}
