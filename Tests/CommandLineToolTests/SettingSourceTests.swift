import Foundation
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition

/// A refused value is reported under the name it was set by: the option, or the environment
/// variable when no option was given.
@Suite struct SettingSourceTests {
  @discardableResult
  func resolve(_ arguments: [String], environment: [String: String]) throws(UsageError)
    -> AppConfiguration
  {
    let options = try CommandLineOptions.parse(
      arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
    return try AppConfiguration.resolve(
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

  /// Over refused values and over good ones alike.
  @Test(arguments: [
    ["MUSICLIB_LANG": "de", "MUSICLIB_PHONE_REGION": "XX", "MUSICLIB_API_URL": "ftp://x"],
    [
      "MUSICLIB_LANG": "en", "MUSICLIB_PHONE_REGION": "BY",
      "MUSICLIB_API_URL": "http://127.0.0.1:2",
    ],
  ])
  func theOptionWinsOverTheEnvironment(environment: [String: String]) throws {
    let configuration = try resolve(
      ["search", "abc", "--lang", "ru", "--phone-region", "ru", "--api-url", "http://127.0.0.1:1"],
      environment: environment)
    #expect(configuration.language == .ru)
    #expect(configuration.phoneRegion == .ru)
    #expect(configuration.apiURL == URL(string: "http://127.0.0.1:1"))
  }
}
