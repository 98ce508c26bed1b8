/// Counted nouns: "12 albums", "12 треков", "36 лет".
public enum CountPhrase: String, PluralPhrase {
  /// Albums, as in "Found 12 albums".
  case albums
  /// Tracks, as in "12 tracks".
  case tracks
  /// Tracks after "of" / "из" (Russian needs the genitive): "15 of 19 tracks", "15 из 19 треков".
  case tracksAfterOf
  /// Years of age, as in "36 years".
  case years
  /// Seconds, as in "30 seconds".
  case seconds
  /// Minutes, as in "15 minutes"; in Russian the accusative, which also reads right before
  /// "назад": "через 21 минуту", "21 минуту назад".
  case minutes
  /// Hours, as in "2 hours ago".
  case hours
  /// Days, as in "3 days ago".
  case days

  public var english: PluralForms {
    switch self {
    case .albums: .english("album", "albums")
    case .tracks, .tracksAfterOf: .english("track", "tracks")
    case .years: .english("year", "years")
    case .seconds: .english("second", "seconds")
    case .minutes: .english("minute", "minutes")
    case .hours: .english("hour", "hours")
    case .days: .english("day", "days")
    }
  }

  public var russian: PluralForms {
    switch self {
    case .albums: PluralForms(one: "альбом", few: "альбома", many: "альбомов")
    case .tracks: PluralForms(one: "трек", few: "трека", many: "треков")
    case .tracksAfterOf: PluralForms(one: "трека", few: "треков", many: "треков")
    case .years: PluralForms(one: "год", few: "года", many: "лет")
    case .seconds: PluralForms(one: "секунду", few: "секунды", many: "секунд")
    case .minutes: PluralForms(one: "минуту", few: "минуты", many: "минут")
    case .hours: PluralForms(one: "час", few: "часа", many: "часов")
    case .days: PluralForms(one: "день", few: "дня", many: "дней")
    }
  }
}
