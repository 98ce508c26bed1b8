import Foundation
import TestSupport
import Testing

/// Every piped example in the README, run as written against Tools/fake-itunes, twice in a row on
/// one data directory (signed out, then as the first run left it) and once more after a sign-in:
/// what was typed for the sign-in screen never reaches the catalog, the history or the output.
@Suite(.endToEnd) final class ReadmePipedExamplesEndToEndTests: EndToEndFixture {
  /// The README's account.
  static let email = "ivan@example.com"
  static let password = "Secret12"

  init() async throws {
    try await super.init(
      serverArguments: ["--previews", "2"],
      environment: ["MUSICLIB_MPV_ARGS": "--ao=null --network-timeout=60"], signedIn: false)
    try await SignUpArguments.signUp(app, email: Self.email, firstName: "Ivan")
  }

  @Test(.takesLong) func signInLinesOfEveryPipedExampleNeverLeakWhateverTheSession() async throws {
    let examples = try await PipedExample.all(inReadmeAt: MusiclibProcess.repositoryRoot)
    #expect(examples.count >= 4, "\(examples)")
    #expect(
      examples.contains { $0.arguments.isEmpty && $0.lines.contains(Self.password) },
      "a README script signs in with the README's account")

    var results: [(PipedExample, MusiclibProcess.Result)] = []
    for example in examples {
      _ = try await app.run(["signout"])
      results.append((example, try await app.run(example.arguments, input: example.input)))
      results.append((example, try await app.run(example.arguments, input: example.input)))
      _ = try await app.run(["signin", "--email", Self.email], input: Self.password + "\n")
      results.append((example, try await app.run(example.arguments, input: example.input)))
    }

    for (example, result) in results {
      let output = result.stdout + result.stderr
      #expect(!output.contains(Self.password), "the password is printed: \(example)\n\(output)")
      for quoted in ["“\(Self.email)”", "«\(Self.email)»", "“\(Self.password)”"] {
        #expect(!output.contains(quoted), "searched for: \(example)\n\(output)")
      }
    }
    let signInRuns = results.filter { $0.0.arguments.isEmpty && $0.0.lines.first == Self.email }
    #expect(signInRuns.count == 3)
    for (_, result) in signInRuns {
      #expect(result.exitCode == 0, "\(result.stderr)")
      #expect(result.stdout.contains("Ivan Smith"), "the same script shows the same profile")
    }
    let continuing = results.filter { $0.0.arguments.isEmpty && $0.0.lines.first == "" }
    #expect(continuing.last?.1.stdout.contains("You are signed in as Ivan Smith") == true)
    #expect(continuing.last?.1.stdout.contains("Found 3 albums for “the beatles”") == true)

    let requests = try await server.recordedRequests()
    #expect(!requests.isEmpty, "the examples did use the catalog")
    for request in requests {
      let sent = ([request.target] + request.params.values).joined(separator: " ")
      for secret in [Self.password, Self.email, "ivan%40example.com"] {
        #expect(!sent.contains(secret), "sent to the catalog: \(request.target)")
      }
    }
    let history = try await app.run(["history", "--json"])
    #expect(history.exitCode == 0)
    #expect(!history.stdout.contains(Self.password))
    #expect(!history.stdout.contains(Self.email))
    #expect(history.stdout.contains("\"the beatles\""), "the searches typed for search are kept")
  }
}

/// A shell line of the README that pipes `printf '…'` or `echo '…'` into musiclib.
struct PipedExample: CustomStringConvertible {
  let arguments: [String]
  let input: String

  var lines: [String] {
    input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
  var description: String {
    "musiclib \(arguments.joined(separator: " ")) <<< \(input.debugDescription)"
  }

  /// Every such line in the README's `sh` blocks, in order.
  static func all(inReadmeAt root: URL) async throws -> [PipedExample] {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let pattern = #/^\s*(printf|echo) '([^']*)' \| (?:swift run )?musiclib(.*)$/#
    return readme.split(separator: "\n").compactMap { line in
      guard let match = try? pattern.wholeMatch(in: String(line)) else { return nil }
      let command = String(match.output.3).components(separatedBy: " #")[0]
      let input =
        match.output.1 == "printf"
        ? String(match.output.2).replacingOccurrences(of: "\\n", with: "\n")
        : String(match.output.2) + "\n"
      return PipedExample(
        arguments: command.split(separator: " ").map(String.init), input: input)
    }
  }
}
