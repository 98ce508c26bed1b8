/// Command lines for `musiclib signup` with valid fields, for tests that need many accounts.
public enum SignUpArguments {
  /// The password every generated account gets (fed on standard input).
  public static let password = "Secret12"

  /// `signup` for `email` with otherwise fixed, valid fields.
  public static func forEmail(_ email: String, firstName: String = "Anna") -> [String] {
    [
      "signup", "--first-name", firstName, "--last-name", "Smith", "--birth-date", "1990-01-01",
      "--phone", "291234567", "--email", email,
    ]
  }

  /// Signs `email` (named `firstName`) up on `app`; throws, with what it printed, when that fails.
  public static func signUp(
    _ app: MusiclibProcess, email: String = "anna@example.com", firstName: String = "Anna"
  ) async throws {
    let signUp = try await app.run(forEmail(email, firstName: firstName), input: password + "\n")
    guard signUp.exitCode == 0 else { throw SetUpFailure(step: "signup \(email)", run: signUp) }
  }

  /// Signs `email` (named `firstName`) up and in on `app`.
  public static func signUpAndIn(
    _ app: MusiclibProcess, email: String = "anna@example.com", firstName: String = "Anna"
  ) async throws {
    try await signUp(app, email: email, firstName: firstName)
    try await signIn(app, email: email)
  }

  /// Signs `email` in on `app` with the shared password; throws when that fails.
  public static func signIn(_ app: MusiclibProcess, email: String = "anna@example.com")
    async throws
  {
    let signIn = try await app.run(["signin", "--email", email], input: password + "\n")
    guard signIn.exitCode == 0 else { throw SetUpFailure(step: "signin \(email)", run: signIn) }
  }
}

/// A step a test needs before its own work failed: the test fails with what the run printed.
public struct SetUpFailure: Error, CustomStringConvertible {
  /// What was being done, e.g. `signup anna@example.com`.
  public let step: String
  /// The run that failed.
  public let run: MusiclibProcess.Result

  /// A failure of `step` in `run`.
  public init(step: String, run: MusiclibProcess.Result) {
    self.step = step
    self.run = run
  }

  public var description: String {
    "\(step) exited with \(run.exitCode): \(run.stderr)\(run.stdout)"
  }
}
