import Foundation
import TestSupport
import Testing

/// A hostile catalog's text that once cost quadratic time or slipped past the sanitiser: an
/// e-book description of 40,000 `<` without a `>`, a megabyte artist, a title of one character
/// and a million combining marks, and line separators, bidirectional marks, a byte order mark
/// and tag characters in names. Served by Tools/fake-itunes from a fixture directory of its own.
@Suite(.endToEnd) final class CostlyCatalogTextEndToEndTests: EndToEndFixture {
  static let bookID = "1590200001"
  static let songID = "1590200010"
  static let marksID = "1590200020"
  static let disguisedID = "1590200030"
  static let brackets = "Start " + String(repeating: "<", count: 40_000)
  static let megabyteArtist = String(repeating: "A", count: 1_000_000)
  static let marked = "Marks e" + String(repeating: "\u{301}", count: 1_000_000)
  static let disguised =
    "Line\u{2028}Para\u{2029}End \u{200E}\u{200F}\u{061C}\u{FEFF}tag\u{E0041}\u{E007F}"
  static let hidden: [Unicode.Scalar] = [
    "\u{2028}", "\u{2029}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{FEFF}", "\u{E0041}",
    "\u{E007F}",
  ]

  init() async throws {
    try await super.init(serverArguments: ["--fixtures", try Self.fixtures.get().path])
  }

  /// Written once for all the suite's tests, which share the server that reads them.
  private static let fixtures = Result { try writeFixtures() }

  private static func writeFixtures() throws -> URL {
    let fixtures = try FakeITunesServer.makeFixtureDirectory(named: "costly")
    let books: [[String: Any]] = [
      [
        "wrapperType": "ebook", "kind": "ebook", "trackId": Int64(Self.bookID)!,
        "trackName": "Bracket Book", "artistName": "Mallory", "description": Self.brackets,
      ],
      [
        "wrapperType": "ebook", "kind": "ebook", "trackId": Int64(Self.disguisedID)!,
        "trackName": Self.disguised, "artistName": "Mallory \u{FEFF}\u{200F}",
        "description": "First\u{2028}second\u{2029}third \u{200E}\u{E0041}",
      ],
    ]
    let songs: [[String: Any]] = [
      [
        "wrapperType": "track", "kind": "song", "trackId": Int64(Self.songID)!,
        "trackName": "Long Artist Song", "artistName": Self.megabyteArtist,
        "collectionId": 1_590_200_011, "collectionName": "Long", "trackNumber": 1,
      ],
      [
        "wrapperType": "track", "kind": "song", "trackId": Int64(Self.marksID)!,
        "trackName": Self.marked, "artistName": "Mallory", "collectionId": 1_590_200_021,
        "collectionName": "Marks", "trackNumber": 1,
      ],
    ]
    for (name, items) in [("search-ebook-costly.json", books), ("search-song-costly.json", songs)] {
      try JSONSerialization.data(withJSONObject: ["resultCount": items.count, "results": items])
        .write(to: fixtures.appending(path: name))
    }
    return fixtures
  }

  func json(_ arguments: [String]) async throws -> [String: Any] {
    let result = try await app.run(arguments + ["--json"])
    #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  /// The lines a terminal `columns` wide shows, escapes left out.
  func terminalLines(_ arguments: [String], columns: Int = 40) async throws -> [String] {
    let result = try await app.runInTerminal(arguments, columns: columns)
    #expect(result.exitCode == 0, "\(arguments): \(result.stdout)")
    return TerminalOutput.stripped(result.stdout).split(separator: "\n").map(String.init)
  }

  @Test func aDescriptionOfOpeningBracketsIsCutToItsBoundOnlineAndOffline() async throws {
    let online = try await json(["item", Self.bookID])
    let offline = try await json(["item", Self.bookID, "--offline"])
    let shown = try await terminalLines(["item", Self.bookID])

    for document in [online, offline] {
      let description = try #require(document["description"] as? String)
      #expect(description.hasPrefix("Start <<<"))
      #expect(description.hasSuffix("<…"))
      #expect(description.unicodeScalars.count == 20_000, "the documented bound")
    }
    #expect(shown.allSatisfy { $0.count <= 40 })
    #expect(shown.filter { $0.allSatisfy { $0 == "<" } }.count > 400, "the description is shown")
  }

  @Test func aMegabyteArtistIsCutAndLaidOutWithinTheTerminal() async throws {
    let tracks = try await json(["tracks", "long artist"])
    let item = try await json(["item", Self.songID])
    let shown = try await terminalLines(["tracks", "long artist"])
    let page = try await terminalLines(["item", Self.songID])

    let rows = try #require(tracks["tracks"] as? [[String: Any]])
    for artist in [rows.first?["artist"], item["artist"]].map({ $0 as? String }) {
      #expect(artist?.unicodeScalars.count == 2_000)
      #expect(artist?.hasSuffix("A…") == true)
    }
    for lines in [shown, page] {
      #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines.filter { $0.count > 40 })")
      #expect(lines.joined().count(where: { $0 == "A" }) >= 1_999)
    }
  }

  @Test func aTitleOfOneCharacterAndAMillionMarksIsCutByItsScalars() async throws {
    let item = try await json(["item", Self.marksID])

    let title = try #require(item["title"] as? String)
    #expect(title.unicodeScalars.count == 2_000)
    #expect(title.unicodeScalars.starts(with: "Marks e\u{301}\u{301}".unicodeScalars))
    #expect(title.unicodeScalars.last == "…")
  }

  @Test func aQueryOfCombiningMarksIsTooLongAndNeverReachesTheCatalogOrTheHistory() async throws {
    let query = "abc" + String(repeating: "\u{301}", count: 10_000)
    let before = try await server.recordedRequests().count

    let result = try await app.run(["search", query])
    let history = try await json(["history"])

    #expect(result.exitCode == 65)
    #expect(result.stderr.contains("too long"), "\(result.stderr)")
    #expect(try await server.recordedRequests().count == before)
    #expect((history["entries"] as? [Any])?.isEmpty ?? true, "\(history)")
  }

  @Test func separatorsBidiMarksAByteOrderMarkAndTagsNeverReachTheTerminalRaw() async throws {
    let runs = try await [
      app.run(["item", Self.disguisedID]), app.runInTerminal(["item", Self.disguisedID]),
      app.run(["search", "mallory", "--media", "ebook"]),
    ]
    let document = try await json(["item", Self.disguisedID])

    for run in runs {
      #expect(run.exitCode == 0, "\(run.stderr)")
      let raw = run.stdout.unicodeScalars.filter { Self.hidden.contains($0) }
      #expect(raw.isEmpty, "\(raw.map { String($0.value, radix: 16) })")
    }
    #expect(runs[0].stdout.contains("Line Para End \u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}tag"))
    #expect(runs[0].stdout.contains("First\nsecond\n\nthird \u{FFFD}\u{FFFD}"), "\(runs[0].stdout)")
    #expect(document["title"] as? String == Self.disguised, "JSON keeps the text exactly")
  }
}
