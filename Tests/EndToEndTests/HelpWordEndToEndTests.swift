import TestSupport
import Testing

/// `musiclib help COMMAND` is `musiclib COMMAND --help`, as git and swift put it.
@Suite(.endToEnd) struct HelpWordEndToEndTests {
  @Test func helpBeforeACommandPrintsThatCommandsHelp() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let word = try await app.run(["help", "search"])
    let flag = try await app.run(["search", "--help"])
    #expect(word.exitCode == 0)
    #expect(word.stdout == flag.stdout)
    #expect(word.stderr.isEmpty)
    let russian = try await app.run(["help", "signup", "--lang", "ru"])
    #expect(russian.stdout.contains("Создаёт аккаунт"))
    let general = try await app.run(["help"])
    #expect(general.exitCode == 0)
    #expect(general.stdout == (try await app.run(["--help"])).stdout)
  }

  @Test func helpBeforeAnUnknownCommandIsTheUsualUsageError() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let unknown = try await app.run(["help", "nosuch"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.stderr.contains("Unknown command nosuch"))
    #expect(unknown.stdout.isEmpty)
  }
}
