import Domain

/// The line beside an answer served stale from the store: "Saved 3 hours ago — offline".
public enum AnswerAgePhrase: String, Phrase {
  case offline
  case rateLimited
  case serverError
  case notInCatalog

  public var english: String {
    switch self {
    case .offline: "Saved {time} — offline"
    case .rateLimited: "Saved {time} — the music catalog limits requests"
    case .serverError: "Saved {time} — the music catalog is unavailable"
    case .notInCatalog: "Saved {time} — no longer in the music catalog"
    }
  }

  public var russian: String {
    switch self {
    case .offline: "Сохранено {time} — нет сети"
    case .rateLimited: "Сохранено {time} — музыкальный каталог ограничивает запросы"
    case .serverError: "Сохранено {time} — музыкальный каталог недоступен"
    case .notInCatalog: "Сохранено {time} — в музыкальном каталоге этого больше нет"
    }
  }
}

extension Localizer {
  /// How old a stale answer is and why it is shown: "Saved 3 hours ago — offline".
  public func answerAge(_ age: AnswerAge) -> String {
    let phrase: AnswerAgePhrase =
      switch age.reason {
      case .offline: .offline
      case .rateLimited: .rateLimited
      case .serverError: .serverError
      case .notInCatalog: .notInCatalog
      }
    return self(
      phrase, ["time": relativeTime(age.fetchedAt, now: age.servedAt, timeZone: age.timeZone)])
  }
}
