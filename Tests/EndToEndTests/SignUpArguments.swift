/// Command lines for `musiclib signup` with valid fields, for tests that need many accounts.
enum SignUpArguments {
  /// The password every generated account gets (fed on standard input).
  static let password = "Secret12"

  /// `signup` for `email` with otherwise fixed, valid fields.
  static func forEmail(_ email: String, firstName: String = "Anna") -> [String] {
    [
      "signup", "--first-name", firstName, "--last-name", "Smith", "--birth-date", "1990-01-01",
      "--phone", "291234567", "--email", email,
    ]
  }
}
