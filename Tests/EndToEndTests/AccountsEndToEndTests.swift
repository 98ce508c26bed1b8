import Foundation
import TestSupport
import Testing

/// The accounts slice through the built binary: the interactive app on piped input and the
/// subcommands, in English and Russian.
@Suite(.endToEnd) struct AccountsEndToEndTests {
  /// Each wrong answer is asked again at once, so its right answer follows it.
  static let invalidThenValidSignUp = [
    "signup",
    "Иван", "Ivan", "", "Petrov", "2015-01-01", "07.03.1990", "29 12", "29 123 45 67",
    "not-an-email", "ivan@example.com", "short", "Secret12", "Secret12",
  ]

  @Test(arguments: ["en", "ru"])
  func interactiveSessionSignsUpSignsInRestartsAndSignsOut(language: String) async throws {
    let app = MusiclibProcess(environment: ["MUSICLIB_LANG": language])
    defer { app.removeData() }
    let script =
      Self.invalidThenValidSignUp + ["", "Wrong123", "", "Secret12", "profile", "quit"]
    let first = try await app.run([], input: script.joined(separator: "\n") + "\n")
    #expect(first.exitCode == 0, "\(first.stderr)")
    let out = first.stdout
    let latinOnly = language == "en" ? "Latin letters only" : "Только латинские буквы"
    let wrong = language == "en" ? "Wrong e-mail or password" : "Неверный e-mail или пароль"
    #expect(out.contains(latinOnly))
    #expect(out.contains(language == "en" ? "This field is required" : "Обязательное поле"))
    #expect(out.contains("(29) 12"))
    #expect(out.contains(wrong))
    #expect(out.contains("+375 (29) 123-45-67"))
    #expect(out.contains("ivan@example.com"))
    #expect(out.contains(language == "en" ? "7 March 1990" : "7 марта 1990"))
    #expect(!out.contains("Secret12"), "a password must never be printed")

    let second = try await app.run([], input: "\nprofile\nsignout\nquit\n")
    #expect(second.exitCode == 0)
    #expect(second.stdout.contains("Ivan Petrov"), "still signed in after a restart")
    #expect(second.stdout.contains("+375 (29) 123-45-67"))

    let third = try await app.run(["profile"])
    #expect(third.exitCode == 77, "signed out")
  }

  @Test func overLongEmailsAtSignInAreRefusedAndNeverStored() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    var results: [MusiclibProcess.Result] = []
    for number in 1...40 {
      let email = String(repeating: "x", count: 50_000) + "\(number)@example.com"
      results.append(try await app.run(["signin", "--email", email], input: "Wrong123\n"))
    }
    let interactive = try await app.run(
      ["--lang", "ru"], input: String(repeating: "y", count: 300) + "@example.com\nWrong123\nquit\n"
    )

    for result in results {
      #expect(result.exitCode == 65)
      #expect(result.stderr.contains("more than 254 characters"), "\(result.stderr)")
    }
    #expect(interactive.stdout.contains("в нём больше 254 символов"))
    await #expect(try LibraryFile(of: app).signInAttemptCount() == 0, "no record for any of them")
  }

  @Test func subcommandsWithJSON() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let invalid = try await app.run(
      [
        "signup", "--first-name", "Иван", "--last-name", "", "--birth-date", "2015-01-01",
        "--phone", "12", "--email", "bad", "--json",
      ], input: "short\n")
    #expect(invalid.exitCode == 65)
    let errors = try #require(
      try JSONSerialization.jsonObject(with: Data(invalid.stdout.utf8)) as? [String: Any])
    let fields = try #require(errors["errors"] as? [String: String])
    #expect(
      Set(fields.keys) == ["firstName", "lastName", "birthDate", "phone", "email", "password"])

    let valid = try await app.run(
      [
        "signup", "--first-name", "Ivan", "--last-name", "Petrov", "--birth-date", "1990-03-07",
        "--phone", "+7 912 345 67 89", "--email", "ivan@example.com",
      ], input: "Secret12\n")
    #expect(valid.exitCode == 0, "\(valid.stderr)")

    let again = try await app.run(
      [
        "--json", "signup", "--first-name", "Ivan", "--last-name", "Petrov", "--birth-date",
        "1990-03-07", "--phone", "+7 912 345 67 89", "--email", "IVAN@example.com",
      ], input: "Secret12\n")
    #expect(again.exitCode == 65)
    #expect(again.stdout.contains("\"email\""))

    let wrong = try await app.run(
      ["signin", "--email", "ivan@example.com", "--json"], input: "Nope123\n")
    #expect(wrong.exitCode == 77)
    #expect(wrong.stdout.contains("\"code\" : \"wrongCredentials\""))

    let signIn = try await app.run(["signin", "--email", "ivan@example.com"], input: "Secret12\n")
    #expect(signIn.exitCode == 0, "\(signIn.stderr)")
    #expect(signIn.stdout.contains("+7 (912) 345-67-89"))

    let profile = try await app.run(["profile", "--json"])
    #expect(profile.exitCode == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(profile.stdout.utf8)) as? [String: Any])
    #expect(document["firstName"] as? String == "Ivan")
    #expect(document["birthDate"] as? String == "1990-03-07")
    #expect(document["phone"] as? String == "+7 (912) 345-67-89")
    #expect(document["email"] as? String == "ivan@example.com")
    #expect(document["age"] is Int)

    let signOut = try await app.run(["signout"])
    #expect(signOut.exitCode == 0)
    let after = try await app.run(["profile", "--json"])
    #expect(after.exitCode == 77)
    #expect(after.stdout.contains("notSignedIn"))
  }

  @Test func repeatedFailuresAreThrottledAcrossLaunches() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    for _ in 1...5 {
      #expect(
        try await app.run(["signin", "--email", "ghost@example.com"], input: "Wrong123\n").exitCode
          == 77)
    }
    let locked = try await app.run(
      ["signin", "--email", "ghost@example.com", "--json"], input: "Wrong123\n")
    #expect(locked.exitCode == 75)
    #expect(locked.stdout.contains("tooManyAttempts"))
    // The real clock runs between the fifth failure and this run (slowly under a sanitizer).
    let wait = locked.stdout.firstMatch(of: /Try again in (\d+) seconds/).flatMap { Int($0.1) }
    #expect(wait.map { (1...30).contains($0) } == true, "\(locked.stdout)")
  }

  @Test func databaseIsPrivate() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    _ = try await app.run(["profile"])
    let attributes = try FileManager.default.attributesOfItem(
      atPath: app.dataDirectory.appendingPathComponent("library.sqlite3").path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let directory = try FileManager.default.attributesOfItem(atPath: app.dataDirectory.path)
    #expect((directory[.posixPermissions] as? Int) == 0o700)
  }

  @Test func usageErrorsHelpAndVersion() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let unknown = try await app.run(["--frobnicate"])
    #expect(unknown.exitCode == 2)
    #expect(unknown.stderr.contains("--frobnicate"))
    #expect(try await app.run(["dance"]).exitCode == 2)
    let typo = try await app.run(["serach", "abba"])
    #expect(typo.exitCode == 2)
    #expect(typo.stderr.contains("Unknown command serach; did you mean search?"))
    let stray = try await app.run(["signin", "--email", "a@b.io", "Pa55word-typed-here"])
    #expect(stray.exitCode == 2)
    #expect(!stray.stderr.contains("Pa55word-typed-here"), "a stray argument may be a password")
    #expect(stray.stderr.contains("signin takes no argument number 1"))
    #expect(try await app.run(["signin", "--limit", "3"]).exitCode == 2)
    #expect(try await app.run(["--lang", "de"]).exitCode == 2)
    let help = try await app.run(["--help"])
    #expect(help.exitCode == 0)
    #expect(help.stdout.contains("Exit codes"))
    let russianHelp = try await app.run(["signup", "--help", "--lang", "ru"])
    #expect(russianHelp.stdout.contains("Создаёт аккаунт"))
    #expect(try await app.run(["--version"]).stdout.hasPrefix("musiclib "))
    #expect(
      !FileManager.default.fileExists(atPath: app.dataDirectory.path),
      "help and version must not create a database")
  }

  /// Under `--json` a usage error is a JSON failure on standard output, like any other.
  @Test func usageErrorsUnderJSONAreJSON() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let cases: [([String], String)] = [
      (["search", "--limit", "0", "abba", "--json"], "invalidValue"),
      (["serach", "--json"], "unknownCommand"), (["--json", "--frobnicate"], "unknownOption"),
      (["search", "x", "--offline", "--refresh", "--json"], "conflictingOptions"),
      (["signin", "--json"], "missingArgument"),
      (["search", "x", "--limit", "\u{1B}[31m", "--json"], "invalidValue"),
    ]

    for (arguments, code) in cases {
      let result = try await app.run(arguments)
      #expect(result.exitCode == 2, "\(arguments)")
      #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)")
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
        "\(arguments): \(result.stdout)")
      let error = try #require(document["error"] as? [String: String])
      #expect(error["code"] == code, "\(arguments)")
      #expect(error["message"]?.isEmpty == false)
      #expect(!result.stdout.contains("\u{1B}"), "escaped, never raw")
    }
  }

  /// Options that cannot go together are refused, not quietly half-obeyed.
  @Test func optionsThatExcludeEachOtherAreUsageErrors() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }
    let cases: [([String], String)] = [
      (["library", "--export", "a.json", "--import", "b.json"], "--export and --import"),
      (["history", "--clear", "--delete", "x"], "--delete and --clear"),
      (["history", "--limit", "3", "--clear"], "--limit and --clear"),
      (["search", "kino", "--explicit", "no"], "--explicit does not apply to search"),
    ]

    for (arguments, message) in cases {
      let result = try await app.run(arguments)
      #expect(result.exitCode == 2, "\(arguments)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
    }
    #expect(
      !FileManager.default.fileExists(
        atPath: app.dataDirectory.appendingPathComponent("library.sqlite3").path),
      "nothing was opened, exported or cleared")
  }

  /// A required option left out is a usage error before any password is read.
  @Test func aRequiredOptionLeftOutIsAUsageErrorBeforeThePassword() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }

    let signIn = try await app.run(["signin"], input: "Secret12\n")
    let signUp = try await app.run(["--lang", "ru", "signup", "--first-name", "Ivan"])

    #expect(signIn.exitCode == 2)
    #expect(signIn.stderr.hasPrefix("musiclib: Missing argument: --email E\n"), "\(signIn.stderr)")
    #expect(signUp.exitCode == 2)
    #expect(signUp.stderr.contains("Не хватает аргумента: --last-name L"), "\(signUp.stderr)")
    await #expect(try LibraryFile(of: app).emails() == [])
  }

  /// Ctrl-D at a prompt ends the app with the cursor on a line of its own, for the shell.
  @Test func ctrlDAtAPromptEndsTheLine() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }

    let session = try await app.runTerminalSession(
      [], steps: [.waitFor("E-mail: "), .type("\u{04}")])

    #expect(session.missing.isEmpty, "\(session.output)")
    #expect(session.exitCode == 0)
    let end = TerminalOutput.stripped(session.output)
    #expect(end.hasSuffix("E-mail: \n") || end.hasSuffix("E-mail: \r\n"), "\(end.debugDescription)")
  }

  /// On a terminal, sign-up's field errors come before anyone is asked for a password.
  @Test func onATerminalFieldErrorsComeBeforeThePasswordPrompt() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }

    let session = try await app.runTerminalSession(
      [
        "signup", "--first-name", "Иван", "--last-name", "Petrov", "--birth-date", "2015-01-01",
        "--phone", "291234567", "--email", "ivan@example.com",
      ], steps: [.waitFor("18 or older")])

    #expect(session.missing.isEmpty, "\(session.output)")
    #expect(session.exitCode == 65)
    #expect(session.output.contains("Latin letters only"))
    #expect(!session.output.contains("Password"), "\(session.output)")
  }

  /// A bad global value is reported in the language asked for on the same command line, before
  /// or after the bad option, like every error that comes later.
  @Test func usageErrorsOfGlobalOptionsSpeakTheLanguageGiven() async throws {
    let app = MusiclibProcess()
    defer { app.removeData() }

    let emptyDirectory = try await app.run(["--lang", "ru", "--data-dir", "", "profile"])
    let badTimeout = try await app.run(["profile", "--timeout", "0", "--lang", "ru"])

    #expect(emptyDirectory.exitCode == 2)
    #expect(emptyDirectory.stderr.contains("--data-dir пуст"), "\(emptyDirectory.stderr)")
    #expect(badTimeout.exitCode == 2)
    #expect(
      badTimeout.stderr.contains("Недопустимое значение --timeout: 0"), "\(badTimeout.stderr)")
    #expect(badTimeout.stderr.contains("См. musiclib --help"))
  }
}
