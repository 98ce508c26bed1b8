import Foundation
import TestSupport
import Testing

/// Search history through the built binary: kept across launches, per user, rerun, deleted,
/// cleared.
@Suite(.endToEnd) final class HistoryEndToEndTests: EndToEndFixture {
  init() async throws {
    try await super.init(signedIn: false)
    for (first, email) in [("Anna", "anna@example.com"), ("Boris", "boris@example.com")] {
      try await SignUpArguments.signUp(app, email: email, firstName: first)
    }
  }

  func signIn(_ email: String) async throws {
    try await SignUpArguments.signIn(app, email: email)
  }

  func history() async throws -> [String] {
    let result = try await app.run(["history", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    return (object?["entries"] as? [[String: Any]] ?? []).compactMap { $0["query"] as? String }
  }

  @Test func searchResultsAreShownWhenTheHistoryIsLockedByAnotherProcess() async throws {
    try await signIn("anna@example.com")
    let database = app.dataDirectory.appendingPathComponent("library.sqlite3").path
    let busy = ["MUSICLIB_BUSY_TIMEOUT_MS": "100"]
    let holder = try await ExclusiveLockHolder(databasePath: database)
    let text = try await app.run(["search", "the", "beatles"], environment: busy)
    let json = try await app.run(["search", "the", "beatles", "--json"], environment: busy)
    let russian = try await app.run(["search", "кино", "--lang", "ru"], environment: busy)
    let interactive = try await app.run([], input: "\nthe beatles\nquit\n", environment: busy)
    holder.release()

    for result in [text, json, russian, interactive] {
      #expect(result.exitCode == 0, "\(result.stderr)")
    }
    #expect(text.stdout.contains("Found 3 albums for “the beatles”"), "the results are shown")
    #expect(
      text.stderr.contains(
        "Warning: this search was not saved in your history. "
          + "The database \(database) is busy in another process"))
    #expect(json.stdout.contains("\"query\" : \"the beatles\""))
    #expect(json.stderr.contains("Warning: this search was not saved"))
    #expect(russian.stderr.contains("Внимание: этот поиск не сохранён в истории."))
    #expect(interactive.stdout.contains("Found 3 albums for “the beatles”"))
    #expect(interactive.stderr.contains("Warning: this search was not saved"))
    await #expect(try history().isEmpty, "nothing was recorded while the lock was held")
    _ = try await app.run(["search", "the", "beatles"])
    await #expect(try history() == ["the beatles"], "recorded again once the lock is gone")
  }

  @Test func historySurvivesRestartsRunsDeletesAndClears() async throws {
    try await signIn("anna@example.com")
    let first = try await app.run([], input: "\nкино\nthe beatles\nab\nКИНО\nquit\n")
    #expect(first.exitCode == 0)
    await #expect(
      try history() == ["КИНО", "the beatles"], "deduplicated, newest first, no failures")

    let second = try await app.run([], input: "\nbea?\n!1\nhistory\n2\nquit\n")
    #expect(second.stdout.contains("Recent searches"), "the last queries greet the user")
    #expect(second.stdout.contains("!1 the beatles"))
    #expect(second.stdout.contains("Found 3 albums for “the beatles”"))
    #expect(second.stdout.contains("Search history"))
    #expect(second.stdout.contains("just now"))
    #expect(second.stdout.contains("Found 2 albums for “КИНО”"), "an entry reruns its search")

    let suggest = try await app.run(["suggest", "ки", "--json"])
    #expect(suggest.stdout.contains("\"КИНО\""))

    let deleted = try await app.run([], input: "\nhistory\ndelete 1\nquit\n")
    #expect(deleted.stdout.contains("Removed “КИНО” from the history"))
    await #expect(try history() == ["the beatles"])

    let cleared = try await app.run([], input: "\nhistory\nclear\nyes\nquit\n")
    #expect(cleared.stdout.contains("The search history is cleared"))
    await #expect(try history().isEmpty)
  }

  @Test func anotherUserNeverSeesItAndSignOutKeepsIt() async throws {
    try await signIn("anna@example.com")
    _ = try await app.run(["search", "the", "beatles"])
    await #expect(try history() == ["the beatles"])
    _ = try await app.run(["signout"])
    try await signIn("boris@example.com")
    await #expect(try history().isEmpty)
    #expect(try await app.run(["suggest", "the", "--json"]).stdout.contains("\"suggestions\" : ["))
    _ = try await app.run(["signout"])
    try await signIn("anna@example.com")
    await #expect(try history() == ["the beatles"], "sign-out keeps the history")
    let deleted = try await app.run(["history", "--delete", "THE BEATLES"])
    #expect(deleted.exitCode == 0)
    await #expect(try history().isEmpty)
    #expect(try await app.run(["history", "--clear"]).exitCode == 0)
  }
}
