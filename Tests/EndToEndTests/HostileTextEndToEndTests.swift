import Foundation
import TestSupport
import Testing

/// SQL metacharacters, quotes, NUL and terminal escape sequences in every field, query and
/// catalog name: stored and shown literally, or refused with a message; never raw on a terminal.
@Suite(.endToEnd) struct HostileTextEndToEndTests {
  static let rawControls: [Character] = ["\u{1B}", "\u{07}", "\u{9B}", "\u{0}"]

  /// Whether `text` holds ESC, BEL, CSI, NUL or a bidirectional override or isolate.
  static func hasRawUnsafe(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      [0x1B, 0x07, 0x9B, 0x00].contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
        || (0x2066...0x2069).contains(scalar.value)
    }
  }

  nonisolated static let osc52 = "\u{1B}]52;c;aGk=\u{07}"

  @Test(arguments: [
    ["album", osc52], ["album", "12\u{202E}34"], ["\u{1B}[2Jplay"],
    ["search", "--b\u{1B}[2Jx", "y"],
    ["--lang", "\u{1B}[31m", "search", "x"], ["search", "x", "--limit", "\u{1B}[31m"],
    ["search", "x", "--country", osc52], ["--art", "\u{1B}[31m", "doctor"],
    ["search", "x", "--\u{202E}lang"],
  ])
  func argumentsEchoedInMessagesAreShownDefused(arguments: [String]) async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }

    let result = try await app.run(arguments)

    #expect([2, 65].contains(result.exitCode), "\(arguments): \(result.stderr)")
    #expect(result.stderr.contains("\u{FFFD}"), "replaced visibly: \(result.stderr)")
    #expect(!Self.hasRawUnsafe(result.stdout + result.stderr), "\(arguments)")
  }

  @Test func jsonKeepsAnEchoedArgumentExactlyButEscaped() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }

    let result = try await app.run(["album", Self.osc52 + "\u{202E}", "--json"])

    #expect(result.exitCode == 2, "a malformed argument is a usage error")
    #expect(result.stdout.contains(#"\u001b]52;c;aGk=\u0007\u202e"#), "\(result.stdout)")
    #expect(!Self.hasRawUnsafe(result.stdout + result.stderr))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let error = try #require(document["error"] as? [String: String])
    #expect(
      error["message"]
        == "Invalid value for ID: " + Self.osc52 + "\u{202E}"
        + "; give a positive whole number, as search lists it")
  }

  @Test func quotesAndSQLInStoredFieldsRoundTripLiterally() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let email = "o'brien+%_x{y}|z@example.com"
    let signUp = try await app.run(
      [
        "signup", "--first-name", "O'Brien", "--last-name", "D'Arcy-Smith", "--birth-date",
        "1990-01-01", "--phone", "291234567", "--email", email,
      ], input: "Secret12\n")
    #expect(signUp.exitCode == 0, "\(signUp.stderr)")

    let signIn = try await app.run(["signin", "--email", email], input: "Secret12\n")
    let profile = try await app.run(["profile", "--json"])

    #expect(signIn.exitCode == 0, "\(signIn.stderr)")
    #expect(signIn.stdout.contains("O'Brien D'Arcy-Smith"))
    #expect(signIn.stdout.contains(email))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(profile.stdout.utf8)) as? [String: Any])
    #expect(document["firstName"] as? String == "O'Brien")
    #expect(document["lastName"] as? String == "D'Arcy-Smith")
    #expect(document["email"] as? String == email)
    await #expect(try LibraryFile(of: app).emails() == [email])
  }

  @Test func injectionAndEscapesInFieldsAreRefusedWithMessages() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let arguments = [
      "signup", "--first-name", "Robert'); DROP TABLE users;--", "--last-name",
      "\u{1B}[2J\u{1B}[31mPetrov", "--birth-date", "1990-01-01'; --", "--phone",
      "29 123'; DELETE FROM users;--", "--email", "x';--@example.com",
    ]

    let text = try await app.run(arguments, input: "Secret12\n")
    let json = try await app.run(arguments + ["--json"], input: "Secret12\n")

    #expect(text.exitCode == 65)
    #expect(text.stderr.contains("Latin letters only"))
    #expect(!(text.stdout + text.stderr).contains { Self.rawControls.contains($0) })
    #expect(json.exitCode == 65)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let errors = try #require(document["errors"] as? [String: String])
    #expect(Set(errors.keys) == ["firstName", "lastName", "birthDate", "phone", "email"])
    #expect(errors["firstName"] == "Latin letters only")
    await #expect(try LibraryFile(of: app).emails() == [], "nothing stored, and the table is there")
  }

  @Test func nulAndEscapesTypedIntoTheInteractiveAppAreRefusedAndNotEchoedRaw() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let script = [
      "signup", "Iv\u{0}an", "\u{1B}]0;owned\u{07}Petrov", "1990-01-01", "291234567",
      "ivan\u{1B}[1A@example.com", "Secret12", "Secret12",
    ]

    let result = try await app.run([], input: script.joined(separator: "\n") + "\n")

    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Latin letters only"))
    #expect(!(result.stdout + result.stderr).contains { Self.rawControls.contains($0) })
    await #expect(try LibraryFile(of: app).emails() == [])
  }
}

/// Hostile search text and catalog names, against Tools/fake-itunes.
@Suite(.endToEnd) final class HostileCatalogTextEndToEndTests: EndToEndFixture {

  @Test func metacharactersInAQueryReachTheCatalogIntact() async throws {
    let query = "it's \"quoted\" 100% a_b;-- \\x' OR 1=1"

    let result = try await app.run(["search", query, "--json"])

    #expect(result.exitCode == 0, "\(result.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(document["query"] as? String == query)
    let searches = try await server.recordedRequests().filter { $0.path == "/search" }
    #expect(searches.last?.params["term"] == query)
  }

  @Test func anEscapeSequenceInAQueryIsRefusedBeforeAnyRequest() async throws {
    let before = try await server.recordedRequests().count

    let result = try await app.run(["search", "\u{1B}[2Jbeatles"])

    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("must not contain control characters"))
    #expect(try await server.recordedRequests().count == before)
  }

  @Test func anEscapeSequenceInASuggestionPrefixIsShownDefused() async throws {
    let text = try await app.run(["suggest", "\u{1B}[2J"])
    let json = try await app.run(["suggest", "\u{1B}[2J", "--json"])

    #expect(text.exitCode == 0, "\(text.stderr)")
    #expect(text.stdout.contains("\u{FFFD}[2J"), "\(text.stdout)")
    #expect(!HostileTextEndToEndTests.hasRawUnsafe(text.stdout + text.stderr))
    #expect(json.stdout.contains(#""prefix" : "\u001b[2J""#), "\(json.stdout)")
  }

  @Test func styleSequencesInTypedTextAreShownDefusedInPlainSentences() async throws {
    let red = "\u{1B}[31m"
    let path = FileManager.default.temporaryDirectory.appending(path: "\(UUID())\(red).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }

    let runs = try await [
      app.run(["suggest", red + "zz"]), app.run(["library", "--export", path]),
    ]

    for run in runs {
      #expect(run.exitCode == 0, "\(run.stderr)")
      #expect(!HostileTextEndToEndTests.hasRawUnsafe(run.stdout + run.stderr))
    }
    #expect(runs[0].stdout.contains("\u{FFFD}[31m"), "\(runs[0].stdout)")
    // A path is named exactly, in the shell's ANSI-C quotes, so the file can be found.
    let shown = "$'" + path.replacingOccurrences(of: red, with: "\\x1B[31m") + "'"
    #expect(runs[1].stdout.contains(shown), "\(runs[1].stdout)")
    #expect(FileManager.default.fileExists(atPath: path), "the file is written where asked")
  }

  @Test func aRightToLeftOverrideInAQueryIsDefusedInHistoryAndSuggestions() async throws {
    let query = "gnp\u{202E}.exe"
    let search = try await app.run(["search", query])
    let runs = try await [
      search, app.run(["history"]), app.run(["suggest", "gnp"]),
      app.run([], input: "\nhistory\nquit\n"),
    ]
    let json = try await [app.run(["history", "--json"]), app.run(["suggest", "gnp", "--json"])]

    for run in runs {
      #expect(run.exitCode == 0, "\(run.stderr)")
      #expect(run.stdout.contains("gnp\u{FFFD}.exe"), "\(run.stdout)")
      #expect(!HostileTextEndToEndTests.hasRawUnsafe(run.stdout + run.stderr))
    }
    for run in json {
      #expect(run.stdout.contains(#"gnp\u202e.exe"#), "\(run.stdout)")
      #expect(!HostileTextEndToEndTests.hasRawUnsafe(run.stdout))
    }
  }

  @Test func escapeSequencesFromTheCatalogNeverReachTheTerminalRaw() async throws {
    let runs = try await [
      app.run(["search", "terminal trap"]),
      app.run(["search", "terminal trap", "--json"]),
      app.run(["album", "1590000077"]),
      app.run(["album", "1590000077", "--json"]),
      app.run([], input: "\nterminal trap\n1\nquit\n"),
      // Their sentences name the album: plain text that no view cleaned, and its `ESC [ 31 m`
      // is styling that the last safety net lets through.
      app.run(["save", "1590000077"]),
      app.run(["remove", "1590000077"]),
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

/// Bidirectional overrides and isolates in catalog names, from a fixture directory of its own.
@Suite(.endToEnd) final class BidiCatalogTextEndToEndTests: EndToEndFixture {
  static let title = "Bidi \u{202E}gnp.exe\u{202C} Trap"

  init() async throws {
    try await super.init(serverArguments: ["--fixtures", try Self.fixtures.get().path])
  }

  /// Written once for all the suite's tests, which share the server that reads them.
  private static let fixtures = Result { try writeFixtures() }

  private static func writeFixtures() throws -> URL {
    let fixtures = try FakeITunesServer.makeFixtureDirectory(named: "bidi")
    let album: [String: Any] = [
      "wrapperType": "collection", "collectionType": "Album", "collectionId": 1_590_000_078,
      "artistId": 1_590_100_078, "artistName": "Mallory \u{2067}4pm.exe\u{2069}",
      "collectionName": Self.title, "trackCount": 1, "country": "USA", "currency": "USD",
      "releaseDate": "2020-01-01T08:00:00Z", "primaryGenreName": "Pop\u{202D}x\u{202A}",
      "artworkUrl100":
        "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/00/00/00/1590000078.jpg/100x100bb.jpg",
    ]
    var track = album
    track["wrapperType"] = "track"
    track["kind"] = "song"
    track["trackId"] = 1_590_007_801
    track["trackName"] = "Song \u{2066}lmth.js\u{2068}"
    track["trackNumber"] = 1
    track["discNumber"] = 1
    track["trackTimeMillis"] = 180_000
    let body = try JSONSerialization.data(withJSONObject: [
      "resultCount": 2, "results": [album, track],
    ])
    try body.write(to: fixtures.appending(path: "lookup-song-1590000078-bidi-us.json"))
    return fixtures
  }

  @Test func overridesAndIsolatesInCatalogNamesAreReplacedVisibly() async throws {
    let runs = try await [
      app.run(["search", "bidi"]), app.run(["album", "1590000078"]),
      app.run(["tracks", "song"]), app.run([], input: "\nbidi\n1\nquit\n"),
    ]

    for run in runs {
      #expect(run.exitCode == 0, "\(run.stderr)")
      #expect(run.stdout.contains("\u{FFFD}"), "\(run.stdout)")
      #expect(!HostileTextEndToEndTests.hasRawUnsafe(run.stdout + run.stderr), "\(run.stdout)")
    }
    #expect(runs[0].stdout.contains("Bidi \u{FFFD}gnp.exe\u{FFFD} Trap"))
    #expect(runs[1].stdout.contains("Song \u{FFFD}lmth.js\u{FFFD}"))
  }

  @Test func jsonKeepsTheNamesExactlyButEscaped() async throws {
    let search = try await app.run(["search", "bidi", "--json"])
    let album = try await app.run(["album", "1590000078", "--json"])

    for run in [search, album] {
      #expect(run.exitCode == 0, "\(run.stderr)")
      #expect(!HostileTextEndToEndTests.hasRawUnsafe(run.stdout))
      #expect(run.stdout.contains(#"Bidi \u202egnp.exe\u202c Trap"#), "\(run.stdout)")
    }
    #expect(album.stdout.contains(#"\u2067"#) && album.stdout.contains(#"\u2069"#))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])
    let albums = try #require(document["albums"] as? [[String: Any]])
    #expect(albums.first?["title"] as? String == Self.title)
  }
}
