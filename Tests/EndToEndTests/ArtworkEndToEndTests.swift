import Foundation
import TestSupport
import Testing

/// Album covers through the built binary: in a pseudo-terminal, piped, with NO_COLOR, in tmux,
/// with every fallback, and the on-disk cache, against Tools/fake-itunes serving the covers.
@Suite(.endToEnd) final class ArtworkEndToEndTests: EndToEndFixture {
  static let coverURL =
    "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/95/ad/fb/1590000001.jpg/600x600bb.jpg"
  static let terminal = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]

  init() async throws {
    try await super.init(coversFromServer: true)
  }

  func blockRows(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { TerminalOutput.hasBlocks($0) }
  }

  @Test func inATerminalTheAlbumScreenDrawsTheCoverBesideTheDetails() async throws {
    let result = try await app.runInTerminal(["album", "1590000001"], environment: Self.terminal)
    #expect(result.exitCode == 0, "\(result.stdout)")
    let rows = blockRows(result.stdout)
    #expect(rows.count == 20)
    #expect(
      rows.first.map { TerminalOutput.stripped(String($0)).hasSuffix("  Группа крови") } == true)
    // Durations stand right-aligned in one column beside the cover.
    let tracks = rows.map { TerminalOutput.stripped(String($0)) }.filter {
      $0.range(of: #" \d+\. .* \d+:\d\d$"#, options: .regularExpression) != nil
    }
    #expect(tracks.contains { $0.contains("  1. Группа крови ") && $0.hasSuffix(" 4:46") })
    #expect(tracks.count > 1 && Set(tracks.map(\.count)).count == 1, "\(tracks)")
    #expect(result.stdout.contains("\u{1B}[38;2;") || result.stdout.contains("\u{1B}[48;2;"))
    #expect(!result.stdout.contains(Self.coverURL))
  }

  @Test func inANarrowTerminalNoLineIsWiderThanTheTerminal() async throws {
    for arguments in [["album", "1590000001"], ["search", "ддт"]] {
      let result = try await app.runInTerminal(arguments, columns: 40, environment: Self.terminal)
      #expect(result.exitCode == 0, "\(result.stdout)")
      // The spinner's frames on standard error end in carriage returns, not newlines.
      let lines = result.stdout.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
        .map { TerminalOutput.stripped(String($0)) }
      #expect(lines.count > 5)
      for line in lines { #expect(line.count <= 40, "\(arguments): \(line)") }
    }
  }

  @Test func pipedOutputShowsTheURLAndFetchesNothing() async throws {
    let result = try await app.run(["album", "1590000001"], environment: Self.terminal)
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains(Self.coverURL))
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(try await server.artworkRequests().isEmpty)
  }

  @Test func offlineNoCoverIsFetchedAndTheURLShows() async throws {
    #expect(try await app.run(["album", "1590000001"]).exitCode == 0, "the answer is stored")

    let result = try await app.runInTerminal(
      ["album", "1590000001", "--offline"], environment: Self.terminal)

    #expect(result.exitCode == 0, "\(result.stdout)")
    #expect(TerminalOutput.stripped(result.stdout).contains(Self.coverURL))
    #expect(try await server.artworkRequests().isEmpty)
  }

  @Test func withNoColorTheCoverHasShapesButNoColour() async throws {
    let result = try await app.runInTerminal(
      ["album", "1590000001"], environment: Self.terminal.merging(["NO_COLOR": "1"]) { $1 })
    #expect(result.exitCode == 0)
    #expect(blockRows(result.stdout).count == 20)
    #expect(!TerminalOutput.setsColor(result.stdout))
  }

  @Test func insideTmuxTheCoverIsTruecolourBlocks() async throws {
    let result = try await app.runInTerminal(
      ["album", "1590000001"],
      environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"])
    #expect(blockRows(result.stdout).count == 20)
    #expect(result.stdout.contains("38;2;") || result.stdout.contains("48;2;"))
  }

  @Test func theSecondShowingFetchesNothing() async throws {
    for _ in 1...2 {
      let result = try await app.run(
        ["album", "1590000001", "--art", "blocks"], environment: ["COLUMNS": "120"])
      #expect(blockRows(result.stdout).count == 20)
    }
    let requests = try await server.artworkRequests()
    #expect(requests.map(\.path) == ["/image/thumb/Music/v4/95/ad/fb/1590000001.jpg/600x600bb.jpg"])
    let cache = app.dataDirectory.appending(path: "artwork-cache")
    #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
  }

  @Test(arguments: [
    ("1590000003", "CMYK"), ("1590000004", "broken JPEG"), ("1590000006", "404"),
  ])
  func anUndrawableCoverShowsItsURL(album: String, why: String) async throws {
    let result = try await app.run(["album", album, "--art", "blocks"])
    #expect(result.exitCode == 0, "\(why)")
    #expect(result.stdout.contains("\(album).jpg/600x600bb.jpg"), "\(why)")
    #expect(blockRows(result.stdout).isEmpty, "\(why)")
  }

  @Test func aCoverWhoseHeaderClaimsHugeSidesShowsItsURLInLittleMemory() async throws {
    // The fake server's 1590000013.jpg is a 100×100 JPEG whose header claims 60000×60000 pixels.
    let huge = try await app.runMeasuringMemory(["album", "1590000013", "--art", "blocks"])
    let usual = try await app.runMeasuringMemory(["album", "1590000001", "--art", "blocks"])
    let peak = try #require(huge.peakResidentBytes, "\(huge.stderr)")

    #expect(huge.exitCode == 0, "\(huge.stderr)")
    #expect(huge.stdout.contains("1590000013.jpg/600x600bb.jpg"))
    #expect(huge.stdout.contains("ALBUM 3"))
    #expect(blockRows(huge.stdout).isEmpty)
    #expect(peak < 100 * 1024 * 1024, "peak resident memory \(peak) bytes")
    #expect(
      (usual.peakResidentBytes ?? 0) > 1024 * 1024,
      "the measurement sees the child (\(usual.peakResidentBytes ?? 0) bytes)")
  }

  @Test func withoutAConnectionTheCoverShowsItsURL() async throws {
    let result = try await app.run(
      ["album", "1590000001", "--art", "blocks"],
      environment: ["MUSICLIB_ARTWORK_BASE_URL": "http://127.0.0.1:9"])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains(Self.coverURL))
  }

  @Test func resultRowsGetThumbnailsWhenTheTerminalIsWide() async throws {
    let wide = try await app.run(
      ["search", "ддт", "--art", "blocks"], environment: ["COLUMNS": "100"])
    let lines = wide.stdout.split(separator: "\n")
    let titled = lines.first { $0.contains("Мир номер ноль") }
    #expect(titled.map { TerminalOutput.hasBlocks($0) } == true, "\(wide.stdout)")
    #expect(!wide.stdout.contains("600x600bb.jpg"), "a missing cover shows nothing, not its URL")
    let narrow = try await app.run(
      ["search", "ддт", "--art", "blocks"], environment: ["COLUMNS": "50"])
    #expect(blockRows(narrow.stdout).isEmpty)
    #expect(!narrow.stdout.contains("600x600bb.jpg"), "no thumbnails, and no URLs either")
  }

  @Test func theInteractiveAppDrawsTheOpenedAlbum() async throws {
    let result = try await app.run(
      ["--art", "blocks"], input: "\nкино\n1\nquit\n", environment: ["COLUMNS": "120"])
    #expect(result.exitCode == 0)
    #expect(blockRows(result.stdout).contains { $0.hasSuffix("Группа крови") })
  }

  @Test func jsonIsTheSameWithArtAndFetchesNothing() async throws {
    let plain = try await app.run(["album", "1590000001", "--json"])
    let forced = try await app.run(["album", "1590000001", "--json", "--art", "blocks"])
    #expect(plain.stdout == forced.stdout)
    #expect(plain.stdout.contains(Self.coverURL))
    #expect(try await server.artworkRequests().isEmpty)
  }

  @Test func doctorIsLaidOutInA40ColumnTerminal() async throws {
    let result = try await app.runInTerminal(["doctor"], columns: 40, environment: Self.terminal)
    #expect(result.exitCode == 0)
    let lines = result.stdout.split(separator: "\n").map { TerminalOutput.stripped(String($0)) }
    for line in lines { #expect(line.count <= 40, "\(line)") }
    let libraries = try #require(lines.firstIndex { $0.hasPrefix("Libraries: ") })
    #expect(lines[libraries + 1].hasPrefix("           "), "continued under the value")
  }

  @Test func doctorSaysWhatItFoundAndWhy() async throws {
    func artwork(_ result: MusiclibProcess.Result) async throws -> [String: Any] {
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
      return try #require((object as? [String: Any])?["artwork"] as? [String: Any])
    }
    let piped = try await artwork(app.run(["doctor", "--json"]))
    #expect(piped["mode"] as? String == "none")
    #expect(piped["reason"] as? String == "notATerminal")
    let forced = try await artwork(
      app.run(["doctor", "--json", "--art", "kitty"], environment: ["NO_COLOR": "1"]))
    #expect(forced["mode"] as? String == "blocks")
    #expect(forced["colors"] as? String == "none")
    #expect(forced["colorRemoved"] as? Bool == true)
    let kitty = try await app.runInTerminal(["doctor"], environment: ["TERM": "xterm-kitty"])
    #expect(kitty.stdout.contains("Artwork: kitty"), "\(kitty.stdout)")
    #expect(kitty.stdout.contains("libchafa 1."))
    #expect(try await app.run(["--art", "pretty", "doctor"]).exitCode == 2)
  }
}
