import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition

/// A refused value is reported under the name it was set by: the option, or the environment
/// variable when no option was given.
@Suite struct SettingSourceTests {
  func resolve(_ arguments: [String], environment: [String: String]) throws(UsageError) {
    let options = try CommandLineOptions.parse(
      arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
    _ = try AppConfiguration.resolve(
      options, environment: ["HOME": "/home/u"].merging(environment) { $1 })
  }

  @Test(arguments: [
    ("lang", "MUSICLIB_LANG", "de"), ("phone-region", "MUSICLIB_PHONE_REGION", "XX"),
    ("api-url", "MUSICLIB_API_URL", "ftp://example.com"),
  ])
  func aBadValueIsNamedByWhereItCameFrom(option: String, variable: String, value: String) {
    #expect(throws: UsageError.invalidValue(option: variable, value: value)) {
      try resolve(["search", "abc"], environment: [variable: value])
    }
    #expect(throws: UsageError.invalidValue(option: "--" + option, value: value)) {
      try resolve(["search", "abc", "--" + option, value], environment: [:])
    }
  }

  @Test func theOptionWinsOverTheEnvironment() throws {
    try resolve(
      ["--lang", "ru", "--phone-region", "ru", "--api-url", "http://127.0.0.1:1"],
      environment: [
        "MUSICLIB_LANG": "de", "MUSICLIB_PHONE_REGION": "XX", "MUSICLIB_API_URL": "ftp://x",
      ])
  }
}
