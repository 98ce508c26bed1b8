import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import TerminalComposition

@Suite struct ArtworkOptionTests {
  func resolve(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError)
    -> TerminalSettings
  {
    let options = try CommandLineOptions.parse(
      arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
    return try TerminalSettings.resolve(
      options, environment: ["HOME": "/home/u"].merging(environment) { $1 })
  }

  @Test func artIsAGlobalOptionInAnyCase() throws {
    #expect(try resolve(["album", "1", "--art", "Blocks"]).artOption?.rawValue == "blocks")
    #expect(try resolve(["--art=none"]).artOption?.rawValue == "none")
    #expect(try resolve([]).artOption == nil)
  }

  @Test func unknownModesAreUsageErrors() {
    #expect(throws: UsageError.invalidValue(option: "--art", value: "pretty")) {
      try resolve(["--art", "pretty"])
    }
    #expect(throws: UsageError.invalidValue(option: "MUSICLIB_ART", value: "x")) {
      try resolve([], environment: ["MUSICLIB_ART": "x"])
    }
  }

  @Test func doctorTakesNoArguments() throws {
    #expect(Subcommand(rawValue: "doctor")?.positionalArguments == 0...0)
    #expect(Subcommand.doctor.valueOptions.isEmpty && Subcommand.doctor.flags.isEmpty)
  }
}
