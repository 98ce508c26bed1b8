import Foundation
import TestSupport
import Testing

/// Many `musiclib` processes writing to one new database at the same moment.
@Suite(.endToEnd) struct ConcurrentProcessesEndToEndTests {
  static let distinctCount = 8
  static let racerCount = 2

  /// Repeated on fresh files, since the interleaving differs from run to run.
  @Test(arguments: 1...3)
  func distinctSignUpsAllLandAndExactlyOneRacerWins(trial: Int) async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let distinct = (0..<Self.distinctCount).map { "user\($0)@example.com" }
    let input = SignUpArguments.password + "\n"

    // All started before any is waited for; they also race to create and migrate the file.
    let distinctRuns = try distinct.map {
      try app.start(SignUpArguments.forEmail($0), input: input)
    }
    let racerRuns = try (0..<Self.racerCount).map { _ in
      try app.start(SignUpArguments.forEmail("race@example.com"), input: input)
    }
    let distinctResults = await distinctRuns.finish()
    let racerResults = await racerRuns.finish()

    for (email, result) in zip(distinct, distinctResults) {
      #expect(result.exitCode == 0, "\(email): \(result.stderr)")
    }
    #expect(racerResults.map(\.exitCode).sorted() == [0, 65])
    let loser = try #require(racerResults.first { $0.exitCode == 65 })
    #expect(loser.stderr.contains("This e-mail is already registered"))
    for result in distinctResults + racerResults {
      #expect(!result.stderr.contains("busy"), "\(result.stderr)")
    }
    await #expect(try LibraryFile(of: app).emails() == (distinct + ["race@example.com"]).sorted())
  }
}
