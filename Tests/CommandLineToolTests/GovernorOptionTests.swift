import AdapterPorts
import Domain
import Foundation
import InMemoryPorts
import Localization
import TestSupport
import Testing

@testable import CommandLineSpec
@testable import CommandLineTool
@testable import Composition
@testable import TextRenderers

/// `MUSICLIB_RATE`, `--no-wait`, and what the governor tells a person on the console.
@MainActor @Suite struct GovernorOptionTests {
  func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
    try CommandLineOptions.parse(
      arguments, valueOptions: Subcommand.allValueOptions, flagOptions: Subcommand.allFlags)
  }

  @Test func theBudgetComesFromTheEnvironmentAndNoWaitFromTheFlag() throws {
    let plain = try AppConfiguration.resolve(try parse(["search", "kino"]), environment: [:])
    #expect(plain.rate == RequestRate(requests: 20, seconds: 60))
    #expect(plain.waitsForBudget)

    let set = try AppConfiguration.resolve(
      try parse(["--no-wait", "search", "kino"]), environment: ["MUSICLIB_RATE": "3/2"])
    #expect(set.rate == RequestRate(requests: 3, seconds: 2))
    #expect(!set.waitsForBudget)
    #expect(try parse(["album", "1", "--no-wait"]).flags.contains("no-wait"), "after too")
  }

  @Test(arguments: ["", "20", "20 per minute", "0/60", "20/0"])
  func aBadRateIsAUsageError(_ value: String) throws {
    #expect(throws: UsageError.invalidValue(option: "MUSICLIB_RATE", value: value)) {
      try AppConfiguration.resolve(try parse([]), environment: ["MUSICLIB_RATE": value])
    }
  }

  @Test func theCatalogsRefusalIsToldOnStandardErrorInBothLanguages() async {
    let console = ScriptedConsole([])
    let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
    for language in [Language.en, .ru] {
      await ConsoleBudgetWaiter(
        console: console, clock: clock, rate: .iTunes, language: language
      ).catalogRefused(pauseSeconds: 60)
    }
    #expect(
      console.transcript == [
        "stderr: musiclib: The music catalog refused a request for its rate limit: no requests "
          + "are sent for 60 seconds",
        "stderr: musiclib: Музыкальный каталог отклонил запрос из-за ограничения частоты: "
          + "запросы не отправляются ещё 60 секунд",
      ])
  }

  @Test func aRefusalWhosePauseWasNotRecordedPromisesNoPause() async {
    let console = ScriptedConsole([])
    let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
    for language in [Language.en, .ru] {
      await ConsoleBudgetWaiter(
        console: console, clock: clock, rate: .iTunes, language: language
      ).catalogRefused(pauseSeconds: nil)
    }
    #expect(
      console.transcript == [
        "stderr: musiclib: The music catalog refused a request for its rate limit",
        "stderr: musiclib: Музыкальный каталог отклонил запрос из-за ограничения частоты",
      ])
  }

  @Test func aBudgetTheDatabaseCannotKeepIsAWarningInBothLanguages() async {
    let console = ScriptedConsole([])
    let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
    let failure = StorageFailure.readOnly(path: "/data/library.sqlite3")
    for language in [Language.en, .ru] {
      await ConsoleBudgetWaiter(
        console: console, clock: clock, rate: .iTunes, language: language
      ).budgetUnavailable(failure)
    }
    let english = Localizer(language: .en).message(for: .storage(failure))
    let russian = Localizer(language: .ru).message(for: .storage(failure))
    #expect(
      console.transcript == [
        "stderr: musiclib: Warning: catalog requests are sent without the shared request limit. "
          + english,
        "stderr: musiclib: Внимание: запросы к каталогу отправляются без общего лимита запросов. "
          + russian,
      ])
    #expect(english.contains("/data/library.sqlite3"))
  }

  @Test func aWaitThatIsOverReturnsAtOnceWithoutAProgressLine() async throws {
    let console = ScriptedConsole([])
    let clock = FixedClock(Date(timeIntervalSince1970: 1_800_000_000))
    let waiter = ConsoleBudgetWaiter(console: console, clock: clock, rate: .iTunes, language: .en)
    try await waiter.wait(until: clock.now(), reason: .spent)
    #expect(console.progressHistory.allSatisfy { $0 == nil }, "\(console.progressHistory)")
    #expect(console.transcript.isEmpty)
  }

  @Test func underJSONASpentBudgetNamesTheSecondsToWait() throws {
    let console = ScriptedConsole([])
    let output = Output(console: console, json: true)
    let localizer = Localizer(language: .en)
    _ = output.failure(
      FailureNotice(.requestBudgetSpent(retryAfterSeconds: 12), localizer: localizer))
    _ = output.failure(FailureNotice(.timeout, localizer: localizer))
    let errors = try console.transcript.map { line in
      let document = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return try #require(document?["error"] as? [String: Any])
    }
    #expect(errors.count == 2)
    #expect(errors.first?["code"] as? String == "requestBudgetSpent")
    #expect(errors.first?["retryAfterSeconds"] as? Int == 12)
    #expect(errors.last?["code"] as? String == "timeout")
    #expect(errors.last?.keys.sorted() == ["code", "message"], "no seconds for other failures")
  }

  @Test func theGovernorsCatalogIsComplete() {
    PhraseCatalog.expectComplete(GovernorPhrase.self)
    PhraseCatalog.expectComplete(ConsoleWaitPhrase.self)
  }
}
