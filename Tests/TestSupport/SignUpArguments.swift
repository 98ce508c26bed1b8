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

  /// Signs `email` (named `firstName`) up on `app`; stops the suite when that fails.
  public static func signUp(
    _ app: MusiclibProcess, email: String = "anna@example.com", firstName: String = "Anna"
  ) throws {
    let signUp = try app.run(forEmail(email, firstName: firstName), input: password + "\n")
    precondition(signUp.exitCode == 0, signUp.stderr)
  }

  /// Signs `email` (named `firstName`) up and in on `app`; stops the suite when either fails.
  public static func signUpAndIn(
    _ app: MusiclibProcess, email: String = "anna@example.com", firstName: String = "Anna"
  ) throws {
    try signUp(app, email: email, firstName: firstName)
    try signIn(app, email: email)
  }

  /// Signs `email` in on `app` with the shared password; stops the suite when that fails.
  public static func signIn(_ app: MusiclibProcess, email: String = "anna@example.com") throws {
    let signIn = try app.run(["signin", "--email", email], input: password + "\n")
    precondition(signIn.exitCode == 0, signIn.stderr)
  }
}
