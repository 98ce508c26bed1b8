import Domain
import Search
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition

/// `--limit` read for the command that takes it.
@Suite struct LimitOptionTests {
  func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
    try CommandLineOptions.parse(
      arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
  }

  @Test func historyLimitCountsEntriesAndLeavesTheSearchAlone() throws {
    let options = try parse(["history", "--limit", "3"])
    #expect(try options.historyLimit(for: .history) == 3)
    #expect(try options.searchOptions(for: .history).limit == 50)
  }

  @Test func aSearchLimitCountsAlbumsAndLeavesTheHistoryWhole() throws {
    let options = try parse(["search", "кино", "--limit", "3", "--country", "ru"])
    #expect(try options.searchOptions(for: .search) == SearchOptions(limit: 3, country: "RU"))
    #expect(try options.historyLimit(for: .search) == HistoryEntry.maximumPerUser)
    #expect(try parse(["history"]).historyLimit(for: .history) == HistoryEntry.maximumPerUser)
  }

  @Test(arguments: ["0", "201", "x"]) func aHistoryLimitOutOfRangeIsAUsageError(_ text: String)
    throws
  {
    let options = try parse(["history", "--limit", text])
    #expect(throws: UsageError.invalidValue(option: "--limit", value: text)) {
      try options.historyLimit(for: .history)
    }
  }

  @Test func searchMistakesNameTheirOption() throws {
    #expect(throws: UsageError.invalidValue(option: "--limit", value: "x")) {
      try parse(["search", "a", "--limit", "x"]).searchOptions(for: .search)
    }
    #expect(throws: UsageError.invalidValue(option: "--country", value: "usa")) {
      try parse(["search", "a", "--country", "usa"]).searchOptions(for: .search)
    }
  }
}
