import Domain
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition

@Suite struct CommandLineTests {
  func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
    try CommandLineOptions.parse(
      arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
  }

  @Test func aRepeatedValueOptionIsRecorded() throws {
    let options = try parse(["library", "--import", "a.json", "--import=b.json", "--lang", "en"])
    #expect(options.repeated == ["import"])
    #expect(try parse(["library", "--import", "a.json"]).repeated.isEmpty)
    #expect(Subcommand.library.singleUseOptions == ["export", "import"])
  }

  @Test func globalOptionsGoBeforeOrAfterTheCommand() throws {
    let before = try parse(["--data-dir", "/tmp/x", "search", "the", "beatles", "--json"])
    let after = try parse(["search", "the", "--json", "beatles", "--data-dir=/tmp/x"])
    #expect(before == after)
    #expect(before.command == "search")
    #expect(before.arguments == ["the", "beatles"])
    #expect(before.values["data-dir"] == "/tmp/x")
    #expect(before.flags.contains("json"))
  }

  @Test func aLeadingDoubleDashFromSwiftRunIsIgnored() throws {
    let options = try parse(["--", "--help"])
    #expect(options.flags.contains("help"))
    #expect(options.command == nil)
  }

  @Test func doubleDashEndsOptions() throws {
    let options = try parse(["search", "--", "--json"])
    #expect(options.arguments == ["--json"])
    #expect(!options.flags.contains("json"))
  }

  @Test func helpBeforeACommandIsThatCommandsHelpAndAloneTheGeneralHelp() throws {
    #expect(try parse(["help", "search"]) == parse(["search", "--help"]))
    #expect(
      try parse(["--lang", "ru", "help", "play"]) == parse(["play", "--help", "--lang", "ru"]))
    #expect(try parse(["help"]) == parse(["--help"]))
    #expect(try parse(["help", "help"]) == parse(["--help"]))
    let unknown = try parse(["help", "nosuch"])
    #expect(unknown.command == "nosuch")
    #expect(unknown.flags == ["help"])
    #expect(try parse(["search", "help"]).arguments == ["help"], "a search for the word help")
  }

  @Test func mistakesAreUsageErrors() {
    #expect(throws: UsageError.unknownOption("--nope")) { try parse(["--nope"]) }
    #expect(throws: UsageError.missingValue("--email")) { try parse(["signin", "--email"]) }
    #expect(throws: UsageError.unknownOption("--json")) { try parse(["--json=yes"]) }
  }

  @Test func configurationFollowsFlagsThenEnvironment() throws {
    let options = try parse(["--lang", "ru", "--phone-region", "ru", "--timeout", "3"])
    let configuration = try AppConfiguration.resolve(
      options, environment: ["HOME": "/home/u", "NO_COLOR": "1"])
    #expect(configuration.language == .ru)
    #expect(configuration.phoneRegion == .ru)
    #expect(configuration.timeoutSeconds == 3)
    #expect(!configuration.colorAllowed)
    #expect(configuration.databasePath == "/home/u/.local/share/musiclib/library.sqlite3")
    #expect(configuration.apiURL.absoluteString == "https://itunes.apple.com")
  }

  @Test func dataDirectoryOrder() throws {
    #expect(
      try AppConfiguration.dataDirectory("/a", environment: ["MUSICLIB_DATA_DIR": "/b"]) == "/a")
    #expect(
      try AppConfiguration.dataDirectory(
        nil, environment: ["MUSICLIB_DATA_DIR": "/b", "XDG_DATA_HOME": "/c"])
        == "/b")
    #expect(
      try AppConfiguration.dataDirectory(nil, environment: ["XDG_DATA_HOME": "/c"])
        == "/c/musiclib")
  }

  @Test func theAnswerCacheIsBesideExplicitDataElseInTheUsersCacheDirectory() throws {
    func cache(_ arguments: [String], _ environment: [String: String]) throws -> String {
      try AppConfiguration.resolve(try parse(arguments), environment: environment)
        .cacheDirectory
    }
    let home = ["HOME": "/home/u"]
    #expect(try cache([], home) == "/home/u/.cache/musiclib")
    #expect(try cache([], home.merging(["XDG_CACHE_HOME": "/x"]) { $1 }) == "/x/musiclib")
    #expect(try cache(["--data-dir", "/d"], home) == "/d/cache")
    #expect(try cache([], home.merging(["MUSICLIB_DATA_DIR": "/e"]) { $1 }) == "/e/cache")
    #expect(
      try cache(["--data-dir", "/d"], home.merging(["MUSICLIB_CACHE_DIR": "/c"]) { $1 }) == "/c")
    #expect(throws: UsageError.emptyDataDirectory("MUSICLIB_CACHE_DIR")) {
      try cache([], ["MUSICLIB_CACHE_DIR": ""])
    }
  }

  @Test func theRequestBudgetIsTheUsersWhateverTheData() throws {
    func budget(_ arguments: [String], _ environment: [String: String]) throws -> String {
      try AppConfiguration.resolve(try parse(arguments), environment: environment).budgetPath
    }
    let home = ["HOME": "/home/u"]
    #expect(try budget([], home) == "/home/u/.cache/musiclib/request-budget.sqlite3")
    #expect(
      try budget(["--data-dir", "/d"], home.merging(["MUSICLIB_CACHE_DIR": "/c"]) { $1 })
        == "/home/u/.cache/musiclib/request-budget.sqlite3")
    #expect(
      try budget(["--data-dir", "/d"], home.merging(["XDG_RUNTIME_DIR": "/run/user/7"]) { $1 })
        == "/run/user/7/musiclib/request-budget.sqlite3")
    #expect(
      try budget([], ["XDG_RUNTIME_DIR": "/run/user/7", "MUSICLIB_RUNTIME_DIR": "/t"])
        == "/t/request-budget.sqlite3")
    #expect(throws: UsageError.emptyDataDirectory("MUSICLIB_RUNTIME_DIR")) {
      try budget([], ["MUSICLIB_RUNTIME_DIR": ""])
    }
  }

  @Test func eachCatalogAddressHasAnAnswerFileOfItsOwnNamedWithoutTheAddress() throws {
    func path(_ url: String) throws -> String {
      try AppConfiguration.resolve(
        try parse(["--api-url", url, "--data-dir", "/d"]), environment: [:]
      ).answerCachePath
    }
    let plain = try path("https://itunes.apple.com")
    #expect(plain.hasPrefix("/d/cache/answers-") && plain.hasSuffix(".sqlite3"))
    #expect(try path("https://itunes.apple.com") == plain)
    #expect(try path("https://iTunes.Apple.com:443/") == plain, "the same server")
    let other = try path("http://user:secret@127.0.0.1:8080")
    #expect(other != plain)
    #expect(!other.contains("secret") && !other.contains("127.0.0.1"))
    #expect(try path("http://127.0.0.1:8080/fault/close") == other, "a path is the same server")
    #expect(try path("http://127.0.0.1:8081") != other)
    #expect(try path("http://localhost:8080") != other)
  }

  @Test func emptyDataDirectoryIsAUsageErrorNotTheDefault() throws {
    #expect(throws: UsageError.emptyDataDirectory("--data-dir")) {
      try AppConfiguration.resolve(try parse(["--data-dir", ""]), environment: [:])
    }
    #expect(throws: UsageError.emptyDataDirectory("--data-dir")) {
      try AppConfiguration.resolve(
        try parse(["--data-dir="]), environment: ["MUSICLIB_DATA_DIR": "/b"])
    }
    #expect(throws: UsageError.emptyDataDirectory("MUSICLIB_DATA_DIR")) {
      try AppConfiguration.resolve(try parse([]), environment: ["MUSICLIB_DATA_DIR": ""])
    }
  }

  @Test func badValuesAreRefused() throws {
    #expect(throws: UsageError.invalidValue(option: "--timeout", value: "0")) {
      try AppConfiguration.resolve(try parse(["--timeout", "0"]), environment: [:])
    }
    #expect(throws: UsageError.invalidValue(option: "--api-url", value: "ftp://x")) {
      try AppConfiguration.resolve(try parse(["--api-url", "ftp://x"]), environment: [:])
    }
    #expect(throws: UsageError.invalidValue(option: "MUSICLIB_PHONE_REGION", value: "UA")) {
      try AppConfiguration.resolve(try parse([]), environment: ["MUSICLIB_PHONE_REGION": "UA"])
    }
  }

  @Test func exitCodesFollowTheFailureKind() {
    #expect(ExitCode(MusicLibraryError.rateLimited.kind) == .tryLater)
    #expect(ExitCode(MusicLibraryError.notFound.kind).rawValue == 66)
    #expect(ExitCode(MusicLibraryError.timeout.kind).rawValue == 69)
    #expect(ExitCode(MusicLibraryError.storage(.corrupt(path: "x")).kind).rawValue == 74)
    #expect(ExitCode(MusicLibraryError.wrongCredentials.kind).rawValue == 77)
    #expect(ExitCode(MusicLibraryError.badRequest(message: "x").kind).rawValue == 65)
    #expect(ExitCode(MusicLibraryError.unexpected("x").kind).rawValue == 1)
  }
}
