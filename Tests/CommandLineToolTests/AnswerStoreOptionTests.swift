import CatalogStore
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition

@Suite struct AnswerStoreOptionTests {
  func resolve(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError)
    -> AnswerStorePolicy
  {
    let options = try CommandLineOptions.parse(
      arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
    return try AppConfiguration.resolve(
      options, environment: ["HOME": "/home/u"].merging(environment) { $1 }
    ).answerPolicy
  }

  @Test func anHourAndTheStoreFirstByDefault() throws {
    #expect(
      try resolve(["search", "abc"]) == AnswerStorePolicy(maxAgeSeconds: 3600, mode: .normal))
  }

  @Test func maxAgeComesFromTheOptionElseTheEnvironment() throws {
    #expect(try resolve(["--max-age", "0"]).maxAgeSeconds == 0)
    #expect(try resolve([], environment: ["MUSICLIB_MAX_AGE": "120"]).maxAgeSeconds == 120)
    #expect(
      try resolve(["--max-age=60"], environment: ["MUSICLIB_MAX_AGE": "120"]).maxAgeSeconds == 60)
  }

  @Test func aMaxAgeThatIsNotAWholeNonNegativeNumberIsAUsageError() {
    #expect(throws: UsageError.invalidValue(option: "--max-age", value: "-1")) {
      try resolve(["--max-age", "-1"])
    }
    #expect(throws: UsageError.invalidValue(option: "MUSICLIB_MAX_AGE", value: "1h")) {
      try resolve([], environment: ["MUSICLIB_MAX_AGE": "1h"])
    }
  }

  @Test func offlineAndRefreshAreModesThatExcludeEachOther() throws {
    #expect(try resolve(["album", "1", "--offline"]).mode == .offline)
    #expect(try resolve(["--refresh", "tracks", "abc"]).mode == .refresh)
    #expect(throws: UsageError.conflictingOptions("--offline", "--refresh")) {
      try resolve(["--offline", "--refresh"])
    }
  }
}
