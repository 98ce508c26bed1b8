import AdapterPorts
import Domain
import Localization

/// What the request governor tells a person: the countdown while a request waits for the
/// budget, and the catalog's refusal. Each front end adds how its wait is cancelled.
package enum GovernorPhrase: String, Phrase {
  /// The countdown while the budget is spent.
  case waitingForBudget
  /// The countdown while the catalog's refusal pauses requests.
  case waitingAfterRefusal
  /// The catalog refused a request for its rate limit.
  case catalogRefused
  /// The catalog refused a request for its rate limit, and the pause could not be recorded.
  case catalogRefusedNotRecorded
  /// The budget's database failed: catalog requests go without the budget.
  case budgetUnavailable

  package var english: String {
    switch self {
    case .waitingForBudget:
      "Request limit reached ({requests} in {window} s): next request in {seconds} s"
    case .waitingAfterRefusal:
      "The music catalog asked to slow down: next request in {seconds} s"
    case .catalogRefused:
      "The music catalog refused a request for its rate limit: no requests are sent for {time}"
    case .catalogRefusedNotRecorded:
      "The music catalog refused a request for its rate limit"
    case .budgetUnavailable:
      "Warning: catalog requests are sent without the shared request limit. {reason}"
    }
  }

  package var russian: String {
    switch self {
    case .waitingForBudget:
      "Достигнут лимит запросов ({requests} за {window} с): следующий запрос через {seconds} с"
    case .waitingAfterRefusal:
      "Музыкальный каталог попросил реже отправлять запросы: следующий запрос через {seconds} с"
    case .catalogRefused:
      "Музыкальный каталог отклонил запрос из-за ограничения частоты: запросы не отправляются "
        + "ещё {time}"
    case .catalogRefusedNotRecorded:
      "Музыкальный каталог отклонил запрос из-за ограничения частоты"
    case .budgetUnavailable:
      "Внимание: запросы к каталогу отправляются без общего лимита запросов. {reason}"
    }
  }

  /// The countdown of a wait for `reason` with `seconds` left, under `rate`.
  package static func countdown(
    _ reason: BudgetWait, seconds: Int, rate: RequestRate, localize: Localizer
  ) -> String {
    switch reason {
    case .spent:
      localize(
        waitingForBudget,
        [
          "requests": String(rate.requests), "window": String(rate.seconds),
          "seconds": String(seconds),
        ])
    case .paused: localize(waitingAfterRefusal, ["seconds": String(seconds)])
    }
  }

  /// The notice that the catalog refused a request, with the pause when it was recorded.
  package static func refusal(pauseSeconds seconds: Int?, localize: Localizer) -> String {
    guard let seconds else { return localize(catalogRefusedNotRecorded) }
    return localize(catalogRefused, ["time": localize.count(seconds, CountPhrase.seconds)])
  }

  /// The notice that the budget's database failed with `failure`.
  package static func unavailable(_ failure: StorageFailure, localize: Localizer) -> String {
    localize(budgetUnavailable, ["reason": localize.message(for: .storage(failure))])
  }
}
