import Foundation
import TestSupport
import Testing

/// `musiclib signup` processes killed with SIGKILL at random moments: the file stays sound and
/// every sign-up a process reported as done is there.
@Suite(.endToEnd) struct KillDuringWritesEndToEndTests {
  static let rounds = 10
  static let writersPerRound = 3

  @Test(.takesLong) func sigkillNeverDamagesTheFileOrLosesACommittedAccount() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let first = try await app.run(
      SignUpArguments.forEmail("first@example.com"), input: "Secret12\n")
    #expect(first.exitCode == 0, "\(first.stderr)")
    let started = Date()
    let calibration = try await app.run(
      SignUpArguments.forEmail("calibration@example.com") + ["--json"], input: "Secret12\n")
    #expect(calibration.exitCode == 0, "\(calibration.stderr)")
    // Kill times spread over whole runs (of a file that exists), so kills land in start-up,
    // hashing and the write, and some runs finish first.
    let runMicroseconds = max(UInt32(Date().timeIntervalSince(started) * 1_000_000), 10_000)
    var reported = ["first@example.com", "calibration@example.com"]
    var killed = 0

    for round in 0..<Self.rounds {
      let emails = (0..<Self.writersPerRound).map { "r\(round)w\($0)@example.com" }
      let runs = try emails.map {
        try app.start(SignUpArguments.forEmail($0) + ["--json"], input: "Secret12\n")
      }
      // Three writers on a small machine take about three times as long as one.
      let window = runMicroseconds * UInt32(Self.writersPerRound)
      let killTimes = runs.indices.map { _ in UInt32.random(in: 0..<window) }
      var elapsed: UInt32 = 0
      for index in runs.indices.sorted(by: { killTimes[$0] < killTimes[$1] }) {
        try await Task.sleep(for: .microseconds(killTimes[index] - elapsed))
        elapsed = killTimes[index]
        runs[index].killAtOnce()
      }
      for (email, run) in zip(emails, runs) {
        let result = await run.finish()
        if run.wasKilled { killed += 1 }
        // A run that printed its result had committed before printing it.
        if result.stdout.contains("\"created\"") { reported.append(email) }
      }
    }

    let library = try await LibraryFile(of: app)
    await #expect(try library.integrityCheck() == ["ok"])
    let stored = await Set(try library.emails())
    #expect(Set(reported).isSubset(of: stored), "missing: \(Set(reported).subtracting(stored))")
    #expect(killed > 0, "no run was interrupted")
    print(
      "SIGKILL test: \(killed) of \(Self.rounds * Self.writersPerRound) runs killed, "
        + "\(reported.count) sign-ups reported done, \(stored.count) stored")
  }
}
